import type { ServerBuild } from "react-router";
import { foreignScreenRouteIds } from "../app/screens/screen-paths";
import { routeSections, withRoutes } from "./route-sections";

/**
 * React Router's work per request grows with its route table: it builds its route objects and scans
 * the ranked branches three or four times for every page (ADR 045). A third of our table is the
 * named screens at the other tenants' paths, which a tenant never answers, so each tenant is served
 * a build without them (ADR 046), and within it each request only its path's section (ADR 050).
 * The route modules are the same objects; only the tables differ.
 */
export function buildForTenant(build: ServerBuild, tenant: string): ServerBuild {
  const foreign = foreignScreenRouteIds(tenant);
  if (foreign.size === 0) return build;
  const ids = new Set(Object.keys(build.routes).filter((id) => !foreign.has(id)));
  return withRoutes(build, ids);
}

/**
 * One request handler per tenant and section of its table, made on first use (tenants come from the
 * deployment's domain configuration and sections from the route table, so there are few). A
 * request whose host names no tenant is sectioned from the full table; the app refuses the host itself.
 */
export function handlersByRouteTable<Handler>(
  build: ServerBuild,
  createHandler: (build: ServerBuild) => Handler,
): (tenant: string | null, pathname: string) => Handler {
  const sectionsOf = new Map<string | null, (pathname: string) => ServerBuild>();
  const handlers = new Map<ServerBuild, Handler>();
  return (tenant, pathname) => {
    let tableFor = sectionsOf.get(tenant);
    if (!tableFor) {
      tableFor = routeSections(tenant === null ? build : buildForTenant(build, tenant));
      sectionsOf.set(tenant, tableFor);
    }
    const table = tableFor(pathname);
    let handler = handlers.get(table);
    if (!handler) {
      handler = createHandler(table);
      handlers.set(table, handler);
    }
    return handler;
  };
}
