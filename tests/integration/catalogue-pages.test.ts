import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basicConfigsSchema,
  type ContentPage,
  contentPageSchema,
  sitemapSchema,
} from "#contract/content/content.schemas";
import { productConfigurationSchema, quoteSchema } from "#contract/product/product.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { quoteBody } from "./spec-bodies";

/**
 * Issue 15 §2–§3 on the API side: every range of the menu has a category page whose products come
 * priced from the pricing engine (the same prices as the product page's default quote), pages
 * know their alternates in the other tenant, and breadcrumbs only name pages of the url map.
 */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => new Date("2026-11-23T09:00:00.000Z"));
});
afterAll(() => test.dispose());

type Tenant = keyof typeof TENANT_HEADERS;
const headersOf = (tenant: Tenant, currency?: string) => ({
  ...TENANT_HEADERS[tenant],
  ...(currency ? { "fe-x-active-currency": currency } : {}),
});

async function configs(tenant: Tenant) {
  const answer = await call(test.api, "/api/v1/content/basic-configs/", { headers: headersOf(tenant) });
  return basicConfigsSchema.parse(dataOf(answer));
}

async function pageAt(tenant: Tenant, path: string, currency?: string): Promise<ContentPage> {
  const entry = (await configs(tenant)).urls?.find((url) => url.path === path);
  if (!entry) throw new Error(`${path} is not in the ${tenant} url map`);
  const answer = await call(test.api, `/api/v1/content/page/?id=${entry.pageId}`, {
    headers: headersOf(tenant, currency),
  });
  return contentPageSchema.parse(dataOf(answer));
}

/** The default quote the product page asks for on arrival: the default selection, the offered quantities. */
async function defaultQuote(tenant: Tenant, productKey: string, currency: string) {
  const configuration = productConfigurationSchema.parse(
    dataOf(
      await call(test.api, `/api/v1/content/product-configuration/?id=${productKey}`, {
        headers: headersOf(tenant, currency),
      }),
    ),
  );
  const { selectedAttributes, selectedQuantityModel } = configuration.productCustomization;
  const destination =
    tenant === "fr" ? { country: "FR", zipCode: "75011" } : { country: "GB", zipCode: "SW1A 1AA" };
  const answer = await call(test.api, "/api/v1/product/quote/", {
    method: "POST",
    headers: headersOf(tenant, currency),
    body: JSON.stringify(
      quoteBody(configuration.configurationId, {
        ...destination,
        currency,
        attributes: selectedAttributes,
        quantityList: selectedQuantityModel.list,
        skus: [configuration.mcpSku],
      }),
    ),
  });
  const options = quoteSchema.parse(dataOf(answer)).prices.flatMap((row) => row.options);
  const excl = options.map((option) => option.amountCentExclTax);
  const incl = options.map((option) => option.amountCentInclTax);
  return {
    low: { exclTax: Math.min(...excl), inclTax: Math.min(...incl) },
    high: { exclTax: Math.max(...excl), inclTax: Math.max(...incl) },
    count: options.length,
  };
}

const productGrid = (page: ContentPage) =>
  page.blocks.flatMap((block) => (block.type === "productGrid" ? block.items : []));

describe("category pages", () => {
  it.each([
    ["fr", "EUR"],
    ["en", "GBP"],
    ["en", "EUR"],
  ] as const)(
    "every range of the %s menu has a category page with every product priced (%s)",
    async (tenant, currency) => {
      const { configs: shop } = await configs(tenant);
      expect(shop.navigation).toHaveLength(5);
      for (const item of shop.navigation) {
        const page = await pageAt(tenant, item.path, currency);
        expect(page.layout, item.path).toBe("category");
        const cards = productGrid(page);
        expect(cards.length, item.path).toBeGreaterThan(0);
        expect(page.offers.map((offer) => offer.path)).toEqual(cards.map((card) => card.path));
        for (const offer of page.offers) {
          expect(offer.currencyCode).toBe(currency);
          expect(offer.fastestProductionDays).toBeGreaterThan(0);
          const quote = await defaultQuote(tenant, offer.productKey, currency);
          expect(offer.lowPrice, offer.productKey).toEqual(quote.low);
          expect(offer.highPrice, offer.productKey).toEqual(quote.high);
          expect(offer.offerCount).toBe(quote.count);
        }
      }
    },
  );

  it("prices the home page's product cards and a product page's own product the same way", async () => {
    const home = await pageAt("fr", "/");
    expect(home.offers.map((offer) => offer.path)).toEqual(productGrid(home).map((card) => card.path));
    const posters = await pageAt("fr", "/affiches/");
    expect(posters.offers).toHaveLength(1);
    expect(posters.offers[0]).toEqual(home.offers.find((offer) => offer.productKey === "posters"));
    expect(posters.offers[0]).toMatchObject({ name: "Affiches", image: "/images/products/posters.svg" });
  });

  it("pages without products have no offers", async () => {
    expect((await pageAt("fr", "/glossaire/")).offers).toEqual([]);
  });

  it("every breadcrumb of every page is a page of the tenant's url map, the page itself last", async () => {
    for (const tenant of ["fr", "en"] as const) {
      const urls = (await configs(tenant)).urls ?? [];
      const paths = new Set(urls.map((url) => url.path));
      for (const url of urls) {
        const page = await pageAt(tenant, url.path);
        for (const crumb of page.breadcrumbs)
          expect(paths.has(crumb.path), `${url.path} → ${crumb.path}`).toBe(true);
        if (page.breadcrumbs.length > 0) expect(page.breadcrumbs.at(-1)?.path).toBe(page.path);
        if (page.blocks[0]?.type === "productIntro")
          expect(page.breadcrumbs.length, url.path).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe("alternates (hreflang)", () => {
  it("a page both tenants have names itself and the other tenant's path", async () => {
    const fr = await pageAt("fr", "/affiches-grand-format/");
    const en = await pageAt("en", "/large-format-posters/");
    const expected = [
      { tenant: "en", hreflang: "en-GB", path: "/large-format-posters/" },
      { tenant: "fr", hreflang: "fr-FR", path: "/affiches-grand-format/" },
    ];
    expect(fr.alternates).toEqual(expected);
    expect(en.alternates).toEqual(expected);
  });

  it("a members-only page has none, a public one both", async () => {
    const terms = await pageAt("fr", "/conditions-generales-de-vente/");
    expect(terms.alternates.map((alternate) => alternate.tenant)).toEqual(["en", "fr"]);
    expect((await pageAt("fr", "/espace-client/")).alternates).toEqual([]);
  });

  it("the sitemap lists each page's alternates", async () => {
    const answer = await call(test.api, "/api/v1/content/sitemap/", { headers: headersOf("fr") });
    const { entries } = sitemapSchema.parse(dataOf(answer));
    const home = entries.find((entry) => entry.path === "/");
    expect(home?.alternates).toEqual([
      { tenant: "en", hreflang: "en-GB", path: "/" },
      { tenant: "fr", hreflang: "fr-FR", path: "/" },
    ]);
    expect(entries.find((entry) => entry.path === "/etiquettes/")?.alternates).toContainEqual({
      tenant: "en",
      hreflang: "en-GB",
      path: "/labels/",
    });
  });
});
