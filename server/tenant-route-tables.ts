import type { ServerBuild } from "react-router";
import { foreignScreenRouteIds } from "../app/features/screens/screen-paths";

/**
 * React Router's work per request grows with its route table: it builds its route objects and scans
 * the ranked branches three or four times for every page (ADR 045). A third of our table is the
 * named screens at the other tenants' paths, which a tenant never answers, so each tenant is served
 * a build without them (ADR 046). The route modules are the same objects; only the tables differ.
 */
export function buildForTenant(build: ServerBuild, tenant: string): ServerBuild {
  const foreign = foreignScreenRouteIds(tenant);
  if (foreign.size === 0) return build;
  return {
    ...build,
    routes: withoutIds(build.routes, foreign),
    assets: { ...build.assets, routes: withoutIds(build.assets.routes, foreign) },
  };
}

function withoutIds<T>(table: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([id]) => !ids.has(id)));
}

/**
 * One request handler per tenant, made on first use (tenants come from the deployment's domain
 * configuration, so there are few). A request whose host names no tenant gets the full table; the
 * app refuses the host itself.
 */
export function handlersByTenant<Handler>(
  build: ServerBuild,
  createHandler: (build: ServerBuild) => Handler,
): (tenant: string | null) => Handler {
  const full = createHandler(build);
  const byTenant = new Map<string, Handler>();
  return (tenant) => {
    if (tenant === null) return full;
    let handler = byTenant.get(tenant);
    if (!handler) {
      const tenantBuild = buildForTenant(build, tenant);
      handler = tenantBuild === build ? full : createHandler(tenantBuild);
      byTenant.set(tenant, handler);
    }
    return handler;
  };
}
