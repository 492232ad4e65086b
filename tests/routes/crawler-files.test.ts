import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { robotsResponse, sitemapResponse } from "../../app/features/content/crawler-files.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { failing, requestContext } from "../support/request-harness";

/**
 * robots.txt and the sitemaps as a crawler fetches them (routes robots.ts and sitemap.ts): the
 * shop's own rules, absolute URLs on the shop's validated origin only, and a shop that must not
 * be indexed says so whatever the content API holds.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

describe("robots.txt", () => {
  it("keeps the shop's rules and names both sitemaps on the shop's own origin", async () => {
    const { context } = await requestContext(api.api, { tenant: "en" });
    const response = await robotsResponse(context);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const text = await response.text();
    // The personal area is private (a default link the API lists as disallowed).
    expect(text).toMatch(/^Disallow: \/my-account\/$/m);
    expect(text).toContain("Sitemap: http://en.localhost:3000/sitemap.xml\n");
    expect(text).toContain("Sitemap: http://en.localhost:3000/sitemap-lp.xml\n");
  });

  it("a shop that must not be indexed disallows everything and names no sitemap", async () => {
    const { context, state } = await requestContext(api.api);
    state.shop.domain.indexable = false;
    const text = await (await robotsResponse(context)).text();
    expect(text).toBe("User-agent: *\nDisallow: /\n");
  });

  it("is a 503 while the content API is down, not an empty file that would allow everything", async () => {
    const { context } = await requestContext(api.api, { wrap: failing("/api/v1/content/robots/", "503") });
    const thrown = await robotsResponse(context).catch((error: unknown) => error);
    expect((thrown as { init: { status: number } }).init.status).toBe(503);
  });
});

describe("sitemaps", () => {
  async function sitemap(kind: Parameters<typeof sitemapResponse>[1]) {
    const { context } = await requestContext(api.api);
    const response = await sitemapResponse(context, kind);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    return response.text();
  }

  it("lists the catalogue pages with absolute URLs, and leaves private pages out", async () => {
    const xml = await sitemap("sitemap");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain("<loc>http://localhost:3000/cartes-de-visite/standard/</loc>");
    expect(xml).not.toContain("/espace-client/");
    expect(xml).toMatch(/<priority>\d\.\d<\/priority>/);
  });

  it("names each page's alternate in the other shop, itself and x-default (ADR 023)", async () => {
    const xml = await sitemap("sitemap");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml
      .split("<url>")
      .find((part) => part.includes("<loc>http://localhost:3000/etiquettes/</loc>"));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en-GB" href="http://en.localhost:3000/labels/"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-FR" href="http://localhost:3000/etiquettes/"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/etiquettes/"/>',
    );
  });

  it("the landing pages have their own sitemap, not the main one", async () => {
    const [main, landing] = [await sitemap("sitemap"), await sitemap("sitemap-lp")];
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs(landing).length).toBeGreaterThan(0);
    for (const loc of locs(landing)) expect(locs(main)).not.toContain(loc);
  });

  it("the old sitemap lists retired addresses, so crawlers follow their redirects", async () => {
    const xml = await sitemap("old-sitemap");
    expect(xml).toContain("<loc>http://localhost:3000/cgv/</loc>");
    expect(xml).toContain("<lastmod>2024-02-15</lastmod>");
  });
});
