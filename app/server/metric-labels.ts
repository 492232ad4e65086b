/**
 * Label values of the Prometheus metrics (ADR 068). Every label must come from a closed set: a label
 * made of a raw URL would create one time series per product, cart and visitor, and a scrape (and
 * the process's memory) would grow without end. So request paths become React Router route ids,
 * upstream URLs become the commerce API's route patterns, and anything else becomes OTHER.
 */

/** The one value every path, endpoint or method outside the known set is counted under. */
export const OTHER = "other";

/** What a route of the server build looks like here (React Router's `ServerBuild["routes"]`). */
export interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

/** React Router's `joinPaths` (one slash between parts, none doubled), always from the root. */
function patternOf(parts: readonly string[]): string {
  return `/${parts.join("/")}`.replace(/\/\/+/g, "/");
}

/**
 * Middleware only learns the matched pattern (`/commande/:id`, `/*`), as React Router builds it from
 * the matched routes' paths; this finds the route id it belongs to. Several routes share a pattern
 * (the root, pathless layouts and the index route all make "/"): the one a page is rendered by wins,
 * an index route over a leaf over a layout.
 */
export function routeIdsByPattern(routes: Record<string, RouteEntry | undefined>): Map<string, string> {
  const hasChildren = new Set<string>();
  for (const route of Object.values(routes)) if (route?.parentId) hasChildren.add(route.parentId);
  const rank = (route: RouteEntry) => (route.index ? 2 : hasChildren.has(route.id) ? 0 : 1);
  const byPattern = new Map<string, RouteEntry>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const parts: string[] = [];
    for (let at: RouteEntry | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) parts.unshift(at.path);
    }
    const pattern = patternOf(parts);
    const known = byPattern.get(pattern);
    if (!known || rank(route) > rank(known)) byPattern.set(pattern, route);
  }
  return new Map([...byPattern].map(([pattern, route]) => [pattern, route.id]));
}

/** A route id for a matched pattern; OTHER when the request never reached React Router's matching. */
export function routeLabel(ids: ReadonlyMap<string, string>, pattern: string | null | undefined): string {
  return (pattern && ids.get(patternOf([pattern]))) || OTHER;
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** A client may send any token as its method; only the standard ones get their own label. */
export function methodLabel(method: string): string {
  return KNOWN_METHODS.has(method) ? method : OTHER;
}

/** HTTP statuses a server can answer; anything else (a bug) is counted as OTHER. */
export function statusLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : OTHER;
}

interface EndpointPattern {
  method: string;
  segments: (string | null)[];
  label: string;
}

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/**
 * Upstream calls by endpoint: the API path with its ids replaced by the route's own parameter names
 * (`/api/v1/cart/:id/item`), found in the commerce API's route table. A path no route matches is
 * OTHER. Answers are remembered per path (at most `memory` of them) since a page asks the same few.
 */
export function endpointLabeler(
  routes: readonly { method: string; path: string }[],
  memory = 2_000,
): (method: string, path: string) => string {
  const patterns: EndpointPattern[] = routes.map((route) => ({
    method: route.method,
    segments: segmentsOf(route.path).map((segment) => (segment.startsWith(":") ? null : segment)),
    label: `/${segmentsOf(route.path).join("/")}/`,
  }));
  const remembered = new Map<string, string>();
  const find = (method: string, path: string): string => {
    const parts = segmentsOf(path);
    const wanted = method === "HEAD" ? "GET" : method;
    let best: { label: string; literals: number } | null = null;
    for (const pattern of patterns) {
      if (pattern.method !== wanted || pattern.segments.length !== parts.length) continue;
      if (!pattern.segments.every((segment, index) => segment === null || segment === parts[index])) continue;
      // The most literal pattern wins, as the API's router decides ("/cart/item" over "/cart/:id").
      const literals = pattern.segments.filter((segment) => segment !== null).length;
      if (!best || literals > best.literals) best = { label: pattern.label, literals };
    }
    return best?.label ?? OTHER;
  };
  return (method, path) => {
    const key = `${method} ${path}`;
    let label = remembered.get(key);
    if (label === undefined) {
      label = find(method, path);
      if (remembered.size >= memory) remembered.clear();
      remembered.set(key, label);
    }
    return label;
  };
}
