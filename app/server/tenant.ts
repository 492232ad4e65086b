/**
 * Tenant resolution from the Host header (spec §3 Session): available domains, a tenant-by-domain
 * map and a default domain. Pure; the configuration comes from env (see env.server.ts).
 */

export interface TenantDomainsConfig {
  /** Hosts this deployment answers for (lower-case, no port). */
  availableDomains: readonly string[];
  /** Host → tenant key sent upstream as fe-x-tenant. */
  tenantByDomain: Readonly<Record<string, string>>;
  /** Used only when a request carries no Host at all. */
  defaultDomain: string;
}

export interface ResolvedTenant {
  tenant: string;
  /** The validated host (no port): the only host the app ever uses to build absolute URLs. */
  domain: string;
}

export class TenantDomainError extends Error {
  readonly status = 400;
  constructor() {
    super("Tenant domain not valid");
    this.name = "TenantDomainError";
  }
}

/** Strips the port (and IPv6 brackets) and lower-cases; returns "" for something that is no host. */
export function normaliseHost(hostHeader: string | null | undefined): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end > 0 ? host.slice(0, end + 1) : "";
  }
  const withoutPort = host.replace(/:\d+$/, "");
  return /^[a-z0-9.-]+$/.test(withoutPort) ? withoutPort : "";
}

/**
 * Resolves the tenant of a request. An unknown host is refused rather than mapped to a default:
 * answering for arbitrary hosts would let a forged Host header poison caches and absolute URLs.
 */
export function resolveTenant(
  hostHeader: string | null | undefined,
  config: TenantDomainsConfig,
): ResolvedTenant {
  const domain = hostHeader == null ? config.defaultDomain : normaliseHost(hostHeader);
  if (!domain || !config.availableDomains.includes(domain)) throw new TenantDomainError();
  const tenant = config.tenantByDomain[domain] ?? config.tenantByDomain[config.defaultDomain];
  if (!tenant) throw new TenantDomainError();
  return { tenant, domain };
}

/**
 * Parses "localhost=fr,127.0.0.1=fr,en.localhost=en" (TENANT_DOMAINS). A host listed without
 * "=tenant" is available and served by the default domain's tenant.
 */
export function parseTenantDomains(spec: string, defaultDomain: string): TenantDomainsConfig {
  const availableDomains: string[] = [];
  const tenantByDomain: Record<string, string> = {};
  for (const entry of spec.split(",")) {
    const [rawHost, rawTenant] = entry.split("=");
    const host = normaliseHost(rawHost);
    if (!host) continue;
    availableDomains.push(host);
    const tenant = rawTenant?.trim();
    if (tenant) tenantByDomain[host] = tenant;
  }
  const normalisedDefault = normaliseHost(defaultDomain);
  if (!availableDomains.includes(normalisedDefault) || !tenantByDomain[normalisedDefault]) {
    throw new Error(`DEFAULT_DOMAIN "${defaultDomain}" must be listed with a tenant in TENANT_DOMAINS`);
  }
  return { availableDomains, tenantByDomain, defaultDomain: normalisedDefault };
}
