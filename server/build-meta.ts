/**
 * Spec §7 build files (issue 19, ADR 038): `/builds/latest.json` names the build a server runs (an open
 * tab polls it to learn a newer build is out) and `/builds/meta/{id}.json` describes that build's
 * route rules — which paths are fingerprinted assets, which pages an anonymous visitor may be served
 * from the page cache and for how long, which are never cached and never indexed. Keyed by build id,
 * the metadata never changes, so it is cacheable for good.
 */

export interface RouteRule {
  cache: "immutable" | "page" | "none";
  /** For "page": how long a rendered page may be replayed (the page cache's TTL). */
  ttlMs?: number;
  robots?: "noindex";
}

export interface BuildMeta {
  id: string;
  /** Most specific first; `**` matches any rest of the path. */
  matcher: Record<string, RouteRule>;
}

export function buildMeta(id: string, pageCacheTtlMs: number): BuildMeta {
  return {
    id,
    matcher: {
      "/assets/**": { cache: "immutable" },
      "/admin/**": { cache: "none", robots: "noindex" },
      "/api/**": { cache: "none", robots: "noindex" },
      "/design/**": { cache: "none", robots: "noindex" },
      "/media/**": { cache: "none" },
      // Catalogue and content pages, for anonymous visitors only (ADR 015/018); everything personal
      // (cart, checkout, account, edit links) is decided per request and never replayed.
      "/**": pageCacheTtlMs > 0 ? { cache: "page", ttlMs: pageCacheTtlMs } : { cache: "none" },
    },
  };
}

/** The rule for a path: the first pattern that matches, in the matcher's order. */
export function ruleFor(meta: BuildMeta, path: string): RouteRule | null {
  for (const [pattern, rule] of Object.entries(meta.matcher)) {
    const prefix = pattern.endsWith("/**") ? pattern.slice(0, -2) : null;
    if (prefix !== null ? path.startsWith(prefix) : path === pattern) return rule;
  }
  return null;
}

export const BUILD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
