import type { Endpoint } from "#contract/endpoints";
import { type EndpointHandler, type RouteDefinition, route } from "../context";

/** Headers a shared answer depends on besides its URL: the shop, and the currency its prices are in. */
export const SHAREABLE_VARY = "fe-x-tenant, fe-x-active-currency";

/**
 * How long a storefront (or a cache in front of the API) may reuse a shareable answer without asking
 * again: CONTENT_MAX_AGE_SECONDS, 0–60, default 5 — as stale as the storefront's anonymous page cache
 * lets a page be (ADR 015). 0 sends `no-cache`.
 */
export function contentMaxAgeSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CONTENT_MAX_AGE_SECONDS ?? 5);
  return Number.isInteger(value) && value >= 0 && value <= 60 ? value : 5;
}

/**
 * The headers of an answer that is the same for everybody who asks with the same URL, shop and
 * currency — never for who is signed in — marked so (RFC 9111 `public, max-age`, `Vary`): page content
 * and a product's configuration, which every product view and every configurator change asks for
 * again (ADR 045). 0 sends `no-cache`.
 */
export function shareableHeaders(maxAgeSeconds = contentMaxAgeSeconds()): Readonly<Record<string, string>> {
  return {
    "cache-control": maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : "no-cache",
    vary: SHAREABLE_VARY,
  };
}

/**
 * A route whose answer is shareable: typed by its endpoint like any route, its answers marked (ADR 045,
 * 086). The handler returns data like any other, so the storefront gets it checked in-process (ADR 101).
 */
export function shareableRoute<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  maxAgeSeconds = contentMaxAgeSeconds(),
): RouteDefinition {
  return { ...route(endpoint, handler), headers: shareableHeaders(maxAgeSeconds) };
}
