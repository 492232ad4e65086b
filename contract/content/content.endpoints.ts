import { endpoint } from "../endpoints";
import {
  basicConfigsSchema,
  contentPageSchema,
  robotsSchema,
  serverRedirectSchema,
  sitemapSchema,
} from "./content.schemas";

/** Pages, shop settings and what crawlers read (spec §7). */
export const contentEndpoints = {
  basicConfigs: endpoint("GET", "/api/v1/content/basic-configs/", basicConfigsSchema),
  page: endpoint("GET", "/api/v1/content/page/", contentPageSchema),
  redirect: endpoint("GET", "/api/v1/content/redirect/", serverRedirectSchema),
  robots: endpoint("GET", "/api/v1/content/robots/", robotsSchema),
  sitemap: endpoint("GET", "/api/v1/content/sitemap/", sitemapSchema),
  landingSitemap: endpoint("GET", "/api/v1/content/sitemap-lp/", sitemapSchema),
  oldSitemap: endpoint("GET", "/api/v1/content/old-sitemap/", sitemapSchema),
} as const;
