import type { ServerBuild } from "react-router";

/**
 * React Router finds a request's routes by trying its ranked branches one after another, twice per
 * page (the request handler, then the static handler), and it rebuilds its route objects from the
 * whole manifest for every render. On a signed-in page that was ~7 % of the server's CPU (ADR 050).
 * Most of the table can't match a given path: a route whose path starts with a static segment only
 * matches paths whose first segment is that word. So each request is served a table of its own
 * "section": the routes starting with its first segment, plus the ones that may match anything
 * (layouts, the index, splats and params). The ranking among the kept routes is unchanged, so the
 * first match is the same route the whole table would have found.
 */

/** A route's first path segment when it is a static word, folded the way React Router compares it. */
type FirstSegment = { kind: "static"; word: string } | { kind: "any" };

/** The section a request's path falls in: its first segment as React Router decodes and compares it. */
export function sectionOfPath(pathname: string): string {
  // Single-fetch data requests (v8_trailingSlashAwareDataRequests) are matched without the suffix.
  let path = pathname;
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  const end = path.indexOf("/", 1);
  const raw = path.slice(1, end === -1 ? undefined : end);
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // React Router keeps a path it can't decode as it is, and so does the section.
  }
  return decoded.toLowerCase();
}

type Route = NonNullable<ServerBuild["routes"][string]>;

function firstSegmentOf(route: Route, routes: ServerBuild["routes"]): FirstSegment {
  const paths: string[] = [];
  for (let at: Route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) paths.unshift(at.path);
  }
  const first = paths
    .join("/")
    .split("/")
    .find((segment) => segment !== "");
  // Params, splats, optional segments, case-sensitive or non-ASCII words may match other spellings:
  // such a route stays in every section, like the routes with no path of their own.
  if (
    first === undefined ||
    route.caseSensitive ||
    /[:*?]/.test(first) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range itself
    !/^[\x00-\x7f]+$/.test(first)
  ) {
    return { kind: "any" };
  }
  return { kind: "static", word: first.toLowerCase() };
}

/**
 * The route table of each section of `build`: the function answers the build to serve a path with,
 * one object per section (made on first use), and the whole build for route discovery requests,
 * which look routes up by any path.
 */
export function routeSections(build: ServerBuild): (pathname: string) => ServerBuild {
  if (build.basename && build.basename !== "/") return () => build;
  const words = new Map<string, string[]>();
  const everywhere: string[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const first = firstSegmentOf(route, build.routes);
    if (first.kind === "any") everywhere.push(id);
    else words.set(first.word, [...(words.get(first.word) ?? []), id]);
  }
  const tables = new Map<string | null, ServerBuild>();
  return (pathname) => {
    if (pathname === build.routeDiscovery?.manifestPath) return build;
    const section = sectionOfPath(pathname);
    const word = words.has(section) ? section : null;
    let table = tables.get(word);
    if (!table) {
      table = withRoutes(build, new Set([...everywhere, ...(word === null ? [] : (words.get(word) ?? []))]));
      tables.set(word, table);
    }
    return table;
  };
}

/** The build with only `ids` in both route tables (the server's and the manifest the browser reads). */
export function withRoutes(build: ServerBuild, ids: ReadonlySet<string>): ServerBuild {
  return {
    ...build,
    routes: keep(build.routes, ids),
    assets: { ...build.assets, routes: keep(build.assets.routes, ids) },
  };
}

function keep<T>(table: Record<string, T>, ids: ReadonlySet<string>): Record<string, T> {
  return Object.fromEntries(Object.entries(table).filter(([id]) => ids.has(id)));
}
