import { z } from "zod";
import { contentEndpoints } from "#contract/content/content.endpoints";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { notFound } from "../http/errors";
import { shareableRoute } from "../http/shareable";
import { parseQuery } from "../http/validation";
import { resolveCountry } from "../product/product.service";
import { buildBasicConfigs } from "./basic-configs";
import {
  findLegacyPath,
  findPage,
  listDefaultLinks,
  listLegacyPaths,
  listPageSummaries,
} from "./content.repository";
import {
  buildRobotsTxt,
  isListable,
  LANDING_LAYOUT,
  ROBOTS_PRIVATE_LINK_IDS,
  toContentPage,
  toIsoDate,
  toSitemapEntries,
} from "./content.rules";
import type { ContentPageAnswer, SitemapEntry } from "./content.types";
import { loadAlternates, loadPageOffers } from "./page-offers";
import { pageSeason } from "./season";

const pageQuerySchema = z.object({
  id: z
    .string({ error: "id is required" })
    .regex(/^[1-9]\d{0,9}$/, "id must be a positive integer")
    .transform(Number),
});

/** The page, the products it shows priced in the active currency (issue 15 §2) and its alternates. */
async function getPage(context: RequestContext): Promise<ContentPageAnswer> {
  const { id } = parseQuery(context.url, pageQuerySchema);
  const row = await findPage(context.db, context.tenant.key, id);
  // Another tenant's page is indistinguishable from a missing one.
  if (!row) throw notFound("PAGE_NOT_FOUND", `No page ${id} for tenant ${context.tenant.key}`);
  const page = toContentPage(row);
  const listable = isListable(
    { ...page, updatedAt: row.updated_at, layout: page.layout },
    context.tenant.indexable,
  );
  const [offers, alternates] = await Promise.all([
    loadPageOffers(context.db, {
      tenantKey: context.tenant.key,
      currency: context.activeCurrency,
      vatRateBp: resolveCountry(context, null).vatRateBp,
      page,
    }),
    listable ? loadAlternates(context.db, [page.key]) : new Map(),
  ]);
  // A seasonal page is open or closed at the request's clock (a test may move it).
  const season = pageSeason(page.blocks, context.now());
  return { ...page, offers, alternates: alternates.get(page.key) ?? [], season };
}

const redirectQuerySchema = z.object({
  path: z.string({ error: "path is required" }).startsWith("/", "path must start with /").max(2048),
});

/** A server-provided redirect (spec §2) for a path the url map does not know, e.g. a retired URL. */
async function getRedirect(context: RequestContext) {
  const { path } = parseQuery(context.url, redirectQuerySchema);
  const legacy = await findLegacyPath(context.db, context.tenant.key, path);
  if (!legacy) throw notFound("REDIRECT_NOT_FOUND", `No redirect for ${path}`);
  return { location: legacy.newPath, statusCode: 301 as const };
}

async function getRobots(context: RequestContext) {
  const links = await listDefaultLinks(context.db, context.tenant.key);
  const privateIds: readonly string[] = ROBOTS_PRIVATE_LINK_IDS;
  const disallowedPaths = links.filter((link) => privateIds.includes(link.id)).map((link) => link.path);
  return { body: buildRobotsTxt({ indexable: context.tenant.indexable, disallowedPaths }) };
}

async function listablePages(context: RequestContext) {
  const pages = await listPageSummaries(context.db, context.tenant.key);
  return pages.filter((page) => isListable(page, context.tenant.indexable));
}

/** Landing pages have their own sitemap (sitemap-lp), so the main one leaves them out. */
async function getSitemap(context: RequestContext) {
  const [pages, alternates] = await Promise.all([listablePages(context), loadAlternates(context.db)]);
  const listed = pages.filter((page) => page.layout !== LANDING_LAYOUT);
  const keyByPath = new Map(listed.map((page) => [page.path, page.key]));
  return {
    entries: toSitemapEntries(listed).map((entry) => ({
      ...entry,
      alternates: alternates.get(keyByPath.get(entry.path) ?? "") ?? [],
    })),
  };
}

/** Landing pages, less the seasonal ones out of season (they answer noindex until they reopen). */
async function getLandingSitemap(context: RequestContext) {
  const landings = (await listablePages(context)).filter((page) => page.layout === LANDING_LAYOUT);
  const rows = await Promise.all(landings.map((page) => findPage(context.db, context.tenant.key, page.id)));
  const now = context.now();
  const open = landings.filter((_, index) => {
    const row = rows[index];
    return row !== undefined && pageSeason(toContentPage(row).blocks, now)?.open !== false;
  });
  return { entries: toSitemapEntries(open) };
}

/** Retired paths, so crawlers revisit them and follow the storefront's redirect to the new path. */
async function getOldSitemap(context: RequestContext) {
  if (!context.tenant.indexable) return { entries: [] };
  const legacy = await listLegacyPaths(context.db, context.tenant.key);
  const entries: SitemapEntry[] = legacy.map((row) => ({
    path: row.oldPath,
    lastmod: toIsoDate(row.retiredOn),
    changefreq: "yearly",
    priority: 0.1,
  }));
  return { entries };
}

export const contentRoutes: readonly RouteDefinition[] = [
  route(contentEndpoints.basicConfigs, (c) => buildBasicConfigs(c.db, c.tenant)),
  shareableRoute(contentEndpoints.page, getPage),
  route(contentEndpoints.redirect, getRedirect),
  route(contentEndpoints.robots, getRobots),
  route(contentEndpoints.sitemap, getSitemap),
  route(contentEndpoints.landingSitemap, getLandingSitemap),
  route(contentEndpoints.oldSitemap, getOldSitemap),
];
