/**
 * A small method + path-pattern router. Patterns are literal segments and `:name` parameters,
 * e.g. "/api/v1/cart/:id/item". A trailing slash is optional on both sides: the spec's paths are
 * inconsistent ("/api/v1/cart" vs "/api/v1/content/page/"), so both spellings must reach a route.
 */

import type { HttpMethod } from "#contract/endpoints";

export type { HttpMethod };

export type RouteMatch<H> =
  | { kind: "found"; handler: H; params: Record<string, string> }
  | { kind: "method-not-allowed"; allowed: HttpMethod[] }
  | { kind: "not-found" };

type Segment = { literal: string } | { param: string };

interface CompiledRoute<H> {
  method: HttpMethod;
  pattern: string;
  segments: Segment[];
  /** How many segments are literal: the most literal match wins. */
  literals: number;
  handler: H;
}

/** Splits a path into its non-empty segments, so "/a/b/" and "/a/b" are the same route. */
export function pathSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment.length > 0);
}

function compilePattern(pattern: string): Segment[] {
  return pathSegments(pattern).map((segment) =>
    segment.startsWith(":") ? { param: segment.slice(1) } : { literal: segment },
  );
}

/** The literals are compared before any parameter is decoded: most routes differ in their first ones. */
function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as Segment;
    if ("literal" in segment && segment.literal !== parts[index]) return null;
  }
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index] as Segment;
    if ("literal" in segment) continue;
    try {
      params[segment.param] = decodeURIComponent(parts[index] as string);
    } catch {
      return null; // A malformed percent-escape cannot be a valid parameter.
    }
  }
  return params;
}

export class Router<H> {
  /**
   * Routes by their number of segments, in registration order: a path is only compared with the
   * routes it could match (all 125 of the API's were tried on each call, ADR 111).
   */
  readonly #bySegmentCount = new Map<number, CompiledRoute<H>[]>();
  /**
   * Routes without parameters by path, with and without the trailing slash, then method: a path as the
   * storefront writes it is one lookup (the page's calls are all such routes), no split or scan.
   */
  readonly #byLiteralPath = new Map<string, Map<HttpMethod, H>>();

  add(method: HttpMethod, pattern: string, handler: H): this {
    const segments = compilePattern(pattern);
    const group = this.#bySegmentCount.get(segments.length) ?? [];
    const duplicate = group.find((route) => route.method === method && route.pattern === pattern);
    if (duplicate) throw new Error(`Route ${method} ${pattern} is already registered`);
    const literals = segments.filter((segment) => "literal" in segment).length;
    group.push({ method, pattern, segments, literals, handler });
    this.#bySegmentCount.set(segments.length, group);
    if (literals === segments.length) this.#addLiteralPath(method, segments, handler);
    return this;
  }

  /** The first route registered for a spelling keeps it, as the scan below would pick it. */
  #addLiteralPath(method: HttpMethod, segments: Segment[], handler: H): void {
    const path = segments.map((segment) => ("literal" in segment ? `/${segment.literal}` : "")).join("");
    for (const spelling of path === "" ? ["/"] : [path, `${path}/`]) {
      const methods = this.#byLiteralPath.get(spelling) ?? new Map<HttpMethod, H>();
      if (!methods.has(method)) methods.set(method, handler);
      this.#byLiteralPath.set(spelling, methods);
    }
  }

  /**
   * HEAD is answered by the GET route (the caller drops the body). When several patterns match,
   * the most literal one wins, so "/cart/item" beats "/cart/:id" whatever the registration order.
   */
  match(method: string, path: string): RouteMatch<H> {
    const wanted = method === "HEAD" ? "GET" : method;
    // A route with no parameter is the most literal match there can be: nothing else can beat it.
    const literal = this.#byLiteralPath.get(path)?.get(wanted as HttpMethod);
    if (literal !== undefined) return { kind: "found", handler: literal, params: {} };
    const parts = pathSegments(path);
    const allowed = new Set<HttpMethod>();
    let best: { route: CompiledRoute<H>; params: Record<string, string> } | null = null;
    for (const route of this.#bySegmentCount.get(parts.length) ?? []) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method !== wanted) {
        allowed.add(route.method);
        continue;
      }
      if (!best || route.literals > best.route.literals) best = { route, params };
    }
    if (best) return { kind: "found", handler: best.route.handler, params: best.params };
    return allowed.size > 0 ? { kind: "method-not-allowed", allowed: [...allowed] } : { kind: "not-found" };
  }
}
