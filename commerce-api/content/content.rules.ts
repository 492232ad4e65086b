import { parsedJson } from "../db/parsed-json";
import type { PageRow } from "../db/schema";
import { breadcrumbsSchema, contentBlocksSchema } from "./content.blocks";
import type { Banner, ContentPage, SitemapChangefreq, SitemapEntry } from "./content.types";

/** Pure rules of the content domain: no database access here. */

export const LANDING_LAYOUT = "landing";

/** Default-link ids of screens that are private or worthless to crawlers. */
export const ROBOTS_PRIVATE_LINK_IDS = [
  "cart",
  "checkout",
  "login",
  "register",
  "passwordReset",
  "personalArea",
  "orders",
  "search",
  // Every option combination of every product: a tool for shoppers, not pages to crawl.
  "priceGrid",
] as const;

/** Maps a stored page row to the API shape; stored JSON is re-validated so corruption fails loudly. */
export function toContentPage(row: PageRow): ContentPage {
  return {
    id: row.id,
    key: row.key,
    path: row.path,
    title: row.title,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    layout: row.layout,
    layoutSuffix: row.layout_suffix,
    loggedOnly: row.logged_only === 1,
    authOptOut: row.auth_opt_out === 1,
    indexable: row.indexable === 1,
    breadcrumbs: parsedJson(breadcrumbsSchema, row.breadcrumbs_json),
    blocks: parsedJson(contentBlocksSchema, row.blocks_json),
  };
}

/** Crawl hints by layout: the home changes daily, catalogue pages weekly, the rest rarely. */
export function sitemapHints(layout: string): { changefreq: SitemapChangefreq; priority: number } {
  switch (layout) {
    case "home":
      return { changefreq: "daily", priority: 1 };
    case "category":
      return { changefreq: "weekly", priority: 0.8 };
    case "product":
      return { changefreq: "weekly", priority: 0.7 };
    case LANDING_LAYOUT:
      return { changefreq: "weekly", priority: 0.6 };
    default:
      return { changefreq: "monthly", priority: 0.3 };
  }
}

/** "2025-03-14T09:30:00.000Z" → "2025-03-14" (sitemap lastmod, W3C date). */
export function toIsoDate(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

export interface SitemapPage {
  path: string;
  layout: string;
  indexable: boolean;
  loggedOnly: boolean;
  updatedAt: string;
}

/** A page is listed only when the tenant and the page are indexable and a crawler can open it. */
export function isListable(page: SitemapPage, tenantIndexable: boolean): boolean {
  return tenantIndexable && page.indexable && !page.loggedOnly;
}

export function toSitemapEntries(pages: readonly SitemapPage[]): SitemapEntry[] {
  return [...pages]
    .sort((a, b) => a.path.localeCompare(b.path))
    .map((page) => ({ path: page.path, lastmod: toIsoDate(page.updatedAt), ...sitemapHints(page.layout) }));
}

/**
 * robots.txt for a tenant. Sitemap lines are left out on purpose: they must be absolute URLs and
 * only the storefront knows its public origin, so it appends them.
 */
export function buildRobotsTxt(options: { indexable: boolean; disallowedPaths: readonly string[] }): string {
  if (!options.indexable) return "User-agent: *\nDisallow: /\n";
  const candidates = [...new Set(["/api/", "/admin/", ...[...options.disallowedPaths].sort()])];
  // "/panier/" already covers "/panier/recapitulatif/": keep only the outermost paths.
  const disallowed = candidates.filter(
    (path) => !candidates.some((other) => other !== path && path.startsWith(other)),
  );
  return ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), ""].join("\n");
}

/** Highest priority first (the storefront shows the first live one); stable by id. */
export function sortBanners(banners: readonly Banner[]): Banner[] {
  return [...banners].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
}
