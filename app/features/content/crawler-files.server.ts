import type { RouterContextProvider } from "react-router";
import { contentEndpoints } from "#contract/content/content.endpoints";
import { getRequestState } from "~/server/context.server";
import { guardUpstream } from "~/server/http-errors.server";
import { defaultTenant, tenantOrigin } from "~/server/tenant-origins";
import { hreflangLinks } from "./structured-data";

export type SitemapKind = "sitemap" | "sitemap-lp" | "old-sitemap";

const SITEMAPS = {
  sitemap: contentEndpoints.sitemap,
  "sitemap-lp": contentEndpoints.landingSitemap,
  "old-sitemap": contentEndpoints.oldSitemap,
} as const satisfies Record<SitemapKind, unknown>;

const CRAWLER_CACHE = "public, max-age=3600";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** robots.txt from the content API, plus absolute sitemap URLs on the validated origin. */
export async function robotsResponse(context: Readonly<RouterContextProvider>): Promise<Response> {
  const { api, origin, shop } = getRequestState(context);
  const { body } = await guardUpstream(() => api.call(contentEndpoints.robots));
  const text = shop.domain.indexable
    ? `${body.trimEnd()}\n\nSitemap: ${origin}/sitemap.xml\nSitemap: ${origin}/sitemap-lp.xml\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CRAWLER_CACHE },
  });
}

export async function sitemapResponse(
  context: Readonly<RouterContextProvider>,
  kind: SitemapKind,
): Promise<Response> {
  const { api, origin, env, tenant } = getRequestState(context);
  const { entries } = await guardUpstream(() => api.call(SITEMAPS[kind]));
  const originOf = (other: string) =>
    other === tenant ? origin : tenantOrigin(env.tenantDomains, other, origin, env.listenPort);
  const fallback = defaultTenant(env.tenantDomains);
  const urls = entries.map((entry) =>
    [
      "  <url>",
      `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      // The page in every language, itself included, plus x-default (ADR 023).
      ...hreflangLinks(entry.alternates, originOf, fallback).map(
        (link) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      ),
      entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod)}</lastmod>` : null,
      entry.changefreq ? `    <changefreq>${entry.changefreq}</changefreq>` : null,
      entry.priority !== null ? `    <priority>${entry.priority.toFixed(1)}</priority>` : null,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CRAWLER_CACHE },
  });
}
