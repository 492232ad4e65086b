import { publicOrigin } from "./host-header";
import type { TenantDomainsConfig } from "./tenant";

/**
 * The public origin of any tenant of this deployment (hreflang links to the other shops, ADR 023):
 * the first domain TENANT_DOMAINS maps to it, on the protocol and port of the request's own public
 * origin. Pure; null for a tenant no domain serves.
 */
export function tenantOrigin(
  config: TenantDomainsConfig,
  tenant: string,
  requestOrigin: string,
  listenPort: number,
): string | null {
  const domain = config.availableDomains.find((candidate) => config.tenantByDomain[candidate] === tenant);
  if (!domain) return null;
  const { protocol, port } = new URL(requestOrigin);
  return publicOrigin(protocol, domain, port, listenPort);
}

/** The tenant hostless requests get (DEFAULT_DOMAIN's): hreflang's x-default (ADR 023). */
export function defaultTenant(config: TenantDomainsConfig): string {
  return config.tenantByDomain[config.defaultDomain] ?? "";
}
