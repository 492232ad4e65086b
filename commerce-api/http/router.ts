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

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (part === undefined) return null;
    if ("literal" in segment) {
      if (segment.literal !== part) return null;
    } else {
      try {
        params[segment.param] = decodeURIComponent(part);
      } catch {
        return null; // A malformed percent-escape cannot be a valid parameter.
      }
    }
  }
  return params;
}

export class Router<H> {
  readonly #routes: CompiledRoute<H>[] = [];

  add(method: HttpMethod, pattern: string, handler: H): this {
    const duplicate = this.#routes.find((route) => route.method === method && route.pattern === pattern);
    if (duplicate) throw new Error(`Route ${method} ${pattern} is already registered`);
    this.#routes.push({ method, pattern, segments: compilePattern(pattern), handler });
    return this;
  }

  /**
   * HEAD is answered by the GET route (the caller drops the body). When several patterns match,
   * the most literal one wins, so "/cart/item" beats "/cart/:id" whatever the registration order.
   */
  match(method: string, path: string): RouteMatch<H> {
    const wanted = method === "HEAD" ? "GET" : method;
    const parts = pathSegments(path);
    const allowed = new Set<HttpMethod>();
    let best: { route: CompiledRoute<H>; params: Record<string, string>; literals: number } | null = null;
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      if (route.method !== wanted) {
        allowed.add(route.method);
        continue;
      }
      const literals = route.segments.filter((segment) => "literal" in segment).length;
      if (!best || literals > best.literals) best = { route, params, literals };
    }
    if (best) return { kind: "found", handler: best.route.handler, params: best.params };
    return allowed.size > 0 ? { kind: "method-not-allowed", allowed: [...allowed] } : { kind: "not-found" };
  }
}
