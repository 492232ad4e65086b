import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "../../commerce-api/db/seed/dictionaries";
import {
  basicConfigsSchema,
  contentPageSchema,
  robotsSchema,
  serverRedirectSchema,
  sitemapSchema,
} from "../../contract/content/content.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

const NOW = new Date("2025-06-01T12:00:00.000Z");
let test: TestApi;

beforeAll(async () => {
  test = await createTestApi(() => NOW);
});
afterAll(() => test.dispose());

const basicConfigs = async (tenant: keyof typeof TENANT_HEADERS) =>
  basicConfigsSchema.parse(
    dataOf(await call(test.api, "/api/v1/content/basic-configs/", { headers: TENANT_HEADERS[tenant] })),
  );

describe("GET /api/v1/content/basic-configs/", () => {
  it("serves the French tenant in French, parsed by the storefront's schema", async () => {
    const configs = await basicConfigs("fr");
    expect(configs.trackingId).toBe("GTM-PRESTO-FR");
    expect(configs.domain).toMatchObject({
      tenant: "fr",
      locale: "fr-FR",
      base_locale: "fr",
      default_iso2: "FR",
      default_zipcode: "75001",
      currency: "EUR",
      currencies: ["EUR"],
      file_check_price: { EUR: 490 },
      indexable: true,
    });
    expect(configs.domain?.countries.map((c) => c.name)).toEqual([
      "France",
      "Belgique",
      "Luxembourg",
      "Suisse",
    ]);
    expect(configs.configs.navigation.map((item) => item.label)).toContain("Cartes de visite");
    expect(configs.defaultLinks).toContainEqual({ id: "cart", path: "/panier/" });
    expect(configs.dictionaries).toEqual(dictionaries.fr);
  });

  it("serves the English tenant in English with its two currencies", async () => {
    const configs = await basicConfigs("en");
    expect(configs.domain).toMatchObject({
      tenant: "en",
      locale: "en-GB",
      currency: "GBP",
      currencies: ["GBP", "EUR"],
      file_check_price: { GBP: 450, EUR: 490 },
    });
    expect(configs.domain?.countries).toEqual([
      { iso2: "GB", name: "United Kingdom" },
      { iso2: "IE", name: "Ireland" },
    ]);
    expect(configs.configs.navigation.map((item) => item.label)).toContain("Business cards");
    expect(configs.defaultLinks).toContainEqual({ id: "cart", path: "/basket/" });
    expect(configs.dictionaries).toEqual(dictionaries.en);
  });

  it.each(["fr", "en"] as const)("fills every section for %s", async (tenant) => {
    const configs = await basicConfigs(tenant);
    const linkIds = configs.defaultLinks?.map((link) => link.id);
    for (const id of [
      "home",
      "cart",
      "login",
      "register",
      "personalArea",
      "orders",
      "policy",
      "glossary",
      "search",
    ]) {
      expect(linkIds).toContain(id);
    }
    expect(configs.configs.productQueryParams).toEqual({
      editCartItem: "editItem",
      editOrderItem: "editOrderItem",
      preconfigured: "config",
      preconfiguredKey: "c",
      designId: "designId",
    });
    expect(configs.configs.footerLinks.length).toBeGreaterThan(0);
    expect(configs.rules).toMatchObject({
      password: { minLength: 10 },
      email: { pattern: expect.any(String) },
    });
    expect(Object.keys(configs.rules.zipcode as object).sort()).toEqual([
      "BE",
      "CH",
      "DE",
      "FR",
      "GB",
      "IE",
      "LU",
    ]);
    expect(configs.debug).toBe(false);
    // No review system behind a rating: the shop claims none (issue 36 §7).
    expect(configs.reviews).toBeNull();
    expect(configs.loqate).toBeNull();
    expect(configs.designStack).toEqual({ templatesLimit: 20, editor: "embedded" });
  });

  it.each(["fr", "en"] as const)("gives %s banners with visible date windows", async (tenant) => {
    const banners = (await basicConfigs(tenant)).configs.promoStripes;
    const at = NOW.getTime();
    const live = banners.filter(
      (b) =>
        (!b.filterDateStart || Date.parse(b.filterDateStart) <= at) &&
        (!b.filterDateEnd || Date.parse(b.filterDateEnd) > at),
    );
    expect(live.some((b) => !b.filterDateStart && !b.filterDateEnd && !b.campaignParameter)).toBe(true);
    expect(banners.some((b) => b.filterDateEnd && Date.parse(b.filterDateEnd) < at)).toBe(true);
    expect(banners.some((b) => b.filterDateStart && Date.parse(b.filterDateStart) > at)).toBe(true);
    expect(banners.some((b) => b.campaignParameter)).toBe(true);
    expect(banners.map((b) => b.priority)).toEqual([...banners.map((b) => b.priority)].sort((a, b) => b - a));
  });
});

describe("GET /api/v1/content/page/", () => {
  it.each(["fr", "en"] as const)("loads every page of the %s url map", async (tenant) => {
    const { urls } = await basicConfigs(tenant);
    expect(urls?.length).toBeGreaterThanOrEqual(15);
    for (const entry of urls ?? []) {
      const page = contentPageSchema.parse(
        dataOf(
          await call(test.api, `/api/v1/content/page/?id=${entry.pageId}`, {
            headers: TENANT_HEADERS[tenant],
          }),
        ),
      );
      expect(page).toMatchObject({ id: entry.pageId, key: entry.key, path: entry.path });
      expect(page.path).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
    }
  });

  it("exposes layouts and flags the storefront routes on", async () => {
    const pages = await Promise.all(
      ((await basicConfigs("fr")).urls ?? []).map(async (entry) =>
        contentPageSchema.parse(dataOf(await call(test.api, `/api/v1/content/page?id=${entry.pageId}`))),
      ),
    );
    const byKey = new Map(pages.map((page) => [page.key, page]));
    expect(byKey.get("home")?.layout).toBe("home");
    expect(byKey.get("category-business-cards")?.layout).toBe("category");
    expect(byKey.get("product-pens")?.blocks[0]).toMatchObject({
      type: "productIntro",
      image: "/images/products/pens.svg",
    });
    expect(byKey.get("landing-black-friday")).toMatchObject({
      layout: "landing",
      layoutSuffix: "black-friday",
    });
    expect(byKey.get("personal-area")).toMatchObject({ path: "/espace-client/", loggedOnly: true });
    // The unsubscribe page is a screen of its own now (issue 16 §3), not a page that only says so.
    expect(byKey.has("newsletter-unsubscribe")).toBe(false);
    const glossary = byKey.get("glossary")?.blocks.find((block) => block.type === "glossary");
    expect(glossary?.type === "glossary" && glossary.terms.length).toBeGreaterThanOrEqual(10);
  });

  it("answers 404 PAGE_NOT_FOUND for another tenant's page and for unknown ids", async () => {
    const enHome = (await basicConfigs("en")).urls?.find((entry) => entry.key === "home");
    const crossTenant = await call(test.api, `/api/v1/content/page/?id=${enHome?.pageId}`, {
      headers: TENANT_HEADERS.fr,
    });
    expect(crossTenant.status).toBe(404);
    expect(crossTenant.body).toMatchObject({ code: "PAGE_NOT_FOUND" });
    expect((await call(test.api, "/api/v1/content/page/?id=999999")).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", ""])("answers 400 VALIDATION_ERROR for id=%j", async (id) => {
    const answer = await call(test.api, `/api/v1/content/page/?id=${id}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "id" }] });
  });

  it("answers 400 when the id is missing", async () => {
    expect((await call(test.api, "/api/v1/content/page/")).status).toBe(400);
  });

  it("lets anyone reuse a page and a product configuration for 5 seconds per shop and currency, and nothing else", async () => {
    const home = (await basicConfigs("fr")).urls?.find((entry) => entry.key === "home");
    const send = (path: string) =>
      test.api.handler(new Request(`http://commerce.test${path}`, { headers: TENANT_HEADERS.fr }));
    for (const path of [
      `/api/v1/content/page/?id=${home?.pageId}`,
      "/api/v1/content/product-configuration/?id=PRS-BCARD-STD",
    ]) {
      const answer = await send(path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=5");
      expect(answer.headers.get("vary")).toBe("fe-x-tenant, fe-x-active-currency");
    }
    // A refusal, the shop's settings (dictionaries staff edit) and anything personal are not shareable.
    expect((await send("/api/v1/content/page/?id=999999")).headers.get("cache-control")).toBeNull();
    expect((await send("/api/v1/content/basic-configs/")).headers.get("cache-control")).toBeNull();
  });
});

describe("robots and sitemaps", () => {
  it.each(["fr", "en"] as const)("serves robots.txt for %s without Sitemap lines", async (tenant) => {
    const { body } = robotsSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/robots/", { headers: TENANT_HEADERS[tenant] })),
    );
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(body).toContain("Disallow: /api/\n");
    expect(body).toContain(tenant === "fr" ? "Disallow: /panier/\n" : "Disallow: /basket/\n");
    expect(body).toContain(tenant === "fr" ? "Disallow: /espace-client/\n" : "Disallow: /my-account/\n");
    expect(body).not.toMatch(/sitemap/i);
  });

  it("lists indexable non-landing pages in the sitemap", async () => {
    const { entries } = sitemapSchema.parse(dataOf(await call(test.api, "/api/v1/content/sitemap/")));
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain("/");
    expect(paths).toContain("/cartes-de-visite/standard/");
    expect(paths).not.toContain("/espace-client/");
    expect(paths).not.toContain("/desinscription-newsletter/");
    expect(paths).not.toContain("/black-friday/");
    expect(entries.every((entry) => entry.lastmod === "2025-06-01")).toBe(true);
  });

  it.each([
    // On 1 June only the wonders showcase is in season; Christmas, Black Friday, the sales and the deals are not.
    ["fr", ["/les-merveilles/", "/service-creation-graphique/"]],
    ["en", ["/design-service/", "/wonders/"]],
  ] as const)("lists only landing pages in season in sitemap-lp for %s", async (tenant, expected) => {
    const answer = await call(test.api, "/api/v1/content/sitemap-lp", { headers: TENANT_HEADERS[tenant] });
    expect(sitemapSchema.parse(dataOf(answer)).entries.map((entry) => entry.path)).toEqual(expected);
  });

  it("lists legacy paths in old-sitemap", async () => {
    const { entries } = sitemapSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/old-sitemap/", { headers: TENANT_HEADERS.en })),
    );
    expect(entries.map((entry) => entry.path)).toContain("/terms/");
    expect(entries.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? ""))).toBe(true);
  });
});

describe("GET /api/v1/content/redirect/", () => {
  it("redirects a retired path of the tenant to its new path", async () => {
    const answer = await call(test.api, "/api/v1/content/redirect/?path=%2Fcartes-visite%2F");
    expect(serverRedirectSchema.parse(dataOf(answer))).toEqual({
      location: "/cartes-de-visite/",
      statusCode: 301,
    });
  });

  it("does not leak another tenant's redirects", async () => {
    const answer = await call(test.api, "/api/v1/content/redirect/?path=%2Fcartes-visite%2F", {
      headers: TENANT_HEADERS.en,
    });
    expect(answer.status).toBe(404);
  });

  it("answers 404 for an unknown path and 400 for a missing or relative one", async () => {
    expect((await call(test.api, "/api/v1/content/redirect/?path=%2Fnowhere%2F")).status).toBe(404);
    expect((await call(test.api, "/api/v1/content/redirect/")).status).toBe(400);
    expect((await call(test.api, "/api/v1/content/redirect/?path=nowhere")).status).toBe(400);
  });
});
