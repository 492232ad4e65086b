import { type SitemapKind, sitemapResponse } from "~/features/content/crawler-files.server";
import type { Route } from "./+types/sitemap";

const KIND_BY_PATH: Record<string, SitemapKind> = {
  "/sitemap.xml": "sitemap",
  "/sitemap-lp.xml": "sitemap-lp",
  "/old-sitemap.xml": "old-sitemap",
};

export function loader({ context, url }: Route.LoaderArgs) {
  return sitemapResponse(context, KIND_BY_PATH[url.pathname] ?? "sitemap");
}
