import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromAmount } from "../../app/features/content/card-offers";
import { pageMeta } from "../../app/features/content/page-meta";
import { serializeJsonLd } from "../../app/features/content/structured-data";
import { structuredDataRequest } from "../../app/features/content/structured-data.server";
import type { IslandAnswer } from "../../app/features/product/island-quote";
import { loadProductPage } from "../../app/features/product/product-page.server";
import { productSource } from "../../app/features/product/product-source";
import { loader } from "../../app/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";

/**
 * Category and product pages as the catch-all route loads them (issue 15 §2–§3): the cards' "from"
 * prices equal the product page's default quote, breadcrumbs follow the url map, and the head carries
 * canonical, hreflang, og:image and schema.org JSON-LD of the right shape.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

type Tenant = "fr" | "en";
type Answer = Awaited<ReturnType<typeof loader>>;
type LoaderData = Exclude<
  Answer extends infer T ? (T extends { data: infer D } ? D : T) : never,
  IslandAnswer
>;
const ORIGINS = { fr: "http://localhost:3000", en: "http://en.localhost:3000" } as const;

async function load(tenant: Tenant, path: string) {
  const { context, state } = await requestContext(api.api, { tenant });
  const url = new URL(`${ORIGINS[tenant]}${path}`);
  const answer = await loader({ context, url, request: new Request(url), params: {} } as never);
  // A product page answers with data() (its status), any other page with the plain object.
  const data = ("data" in answer ? answer.data : answer) as LoaderData;
  return { data, context, state, url, jsonLd: context.get(structuredDataRequest) };
}

/** The cheapest option of the quote a visitor's product page gets on arrival. */
async function productPageFrom(tenant: Tenant, path: string, vat: "excl" | "incl") {
  const { data, context, url } = await load(tenant, path);
  const source = productSource(data.page);
  if (!source) throw new Error(`${path} is no product page`);
  const product = await loadProductPage(context, url, source);
  const amounts = product.rows.flatMap((row) =>
    row.options.map((option) => (vat === "incl" ? option.amountCentInclTax : option.amountCentExclTax)),
  );
  return { low: Math.min(...amounts), high: Math.max(...amounts) };
}

const typed = (value: unknown, type: string) =>
  typeof value === "object" && value !== null && (value as { "@type"?: unknown })["@type"] === type;

describe("category pages", () => {
  it.each([
    ["fr", "/affiches-grand-format/"],
    ["fr", "/flyers-et-depliants/"],
    ["en", "/labels/"],
    ["en", "/flyers-and-leaflets/"],
  ] as const)("%s %s: every card's price is its product page's default quote", async (tenant, path) => {
    const { data } = await load(tenant, path);
    expect(data.page.layout).toBe("category");
    expect(data.page.offers.length).toBeGreaterThan(0);
    for (const offer of data.page.offers) {
      const quote = await productPageFrom(tenant, offer.path, "excl");
      expect(fromAmount(offer, "excl"), offer.path).toBe(quote.low);
      expect(offer.highPrice.exclTax).toBe(quote.high);
      expect(offer.currencyCode).toBe(tenant === "fr" ? "EUR" : "GBP");
    }
  });

  it("incl. VAT when the page asks for it, like the product page's switch", async () => {
    const { data } = await load("fr", "/flyers-et-depliants/?vat=incl");
    expect(data.vat).toBe("incl");
    const flyers = data.page.offers.find((offer) => offer.productKey === "flyers");
    if (!flyers) throw new Error("no flyers offer");
    const quote = await productPageFrom("fr", `${flyers.path}?vat=incl`, "incl");
    expect(fromAmount(flyers, "incl")).toBe(quote.low);
  });

  it("breadcrumbs are the url map's: home, the category; a product adds itself", async () => {
    const category = await load("fr", "/etiquettes/");
    expect(category.data.page.breadcrumbs).toEqual([
      { label: "Accueil", path: "/" },
      { label: "Étiquettes", path: "/etiquettes/" },
    ]);
    const product = await load("fr", "/etiquettes-en-rouleau/");
    expect(product.data.page.breadcrumbs.map((crumb) => crumb.path)).toEqual([
      "/",
      "/etiquettes/",
      "/etiquettes-en-rouleau/",
    ]);
  });
});

describe("head: canonical, hreflang, og:image", () => {
  it("a category page names both shops and x-default, its canonical stays its own", async () => {
    const { data } = await load("en", "/large-format-posters/");
    const meta = pageMeta(data, "Presto Print");
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://en.localhost:3000/large-format-posters/",
    });
    const alternates = meta.filter((tag) => "rel" in tag && tag.rel === "alternate");
    expect(alternates).toEqual([
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en-GB",
        href: "http://en.localhost:3000/large-format-posters/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "fr-FR",
        href: "http://localhost:3000/affiches-grand-format/",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "http://localhost:3000/affiches-grand-format/",
      },
    ]);
    expect(meta).toContainEqual({
      property: "og:image",
      content: "http://en.localhost:3000/images/products/posters.png",
    });
  });

  it("a product page's og:image is its product's picture, as PNG; a private page has no alternates", async () => {
    const product = await load("fr", "/stylos-personnalises/");
    expect(pageMeta(product.data)).toContainEqual({
      property: "og:image",
      content: "http://localhost:3000/images/products/pens.png",
    });
    // The home page shows its hero picture (issue 38 §4).
    const home = await load("fr", "/");
    expect(pageMeta(home.data)).toContainEqual({
      property: "og:image",
      content: "http://localhost:3000/images/hero-print.png",
    });
    const glossary = await load("fr", "/glossaire/");
    expect(pageMeta(glossary.data).some((tag) => "property" in tag && tag.property === "og:image")).toBe(
      false,
    );
  });
});

describe("JSON-LD", () => {
  it("a product page: Product with an AggregateOffer of its default quote, and its BreadcrumbList", async () => {
    const { jsonLd } = await load("fr", "/affiches/");
    const quote = await productPageFrom("fr", "/affiches/", "excl");
    const product = jsonLd.find((item) => typed(item, "Product"));
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      name: "Affiches",
      url: "http://localhost:3000/affiches/",
      image: ["http://localhost:3000/images/products/posters.svg"],
      brand: { "@type": "Brand", name: "Presto Impression" },
      offers: {
        "@type": "AggregateOffer",
        lowPrice: (quote.low / 100).toFixed(2),
        highPrice: (quote.high / 100).toFixed(2),
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
      },
    });
    const offers = (product as unknown as { offers: Record<string, unknown> }).offers;
    expect(typeof offers.lowPrice).toBe("string");
    expect(Number(offers.lowPrice)).toBeLessThanOrEqual(Number(offers.highPrice));
    expect(offers.offerCount).toEqual(expect.any(Number));
    expect(typeof (product as unknown as { description: unknown }).description).toBe("string");
    const crumbs = jsonLd.find((item) => typed(item, "BreadcrumbList"));
    expect(crumbs).toMatchObject({
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "http://localhost:3000/" },
        { "@type": "ListItem", position: 2, item: "http://localhost:3000/affiches-grand-format/" },
        { "@type": "ListItem", position: 3, name: "Affiches", item: "http://localhost:3000/affiches/" },
      ],
    });
  });

  it("a category page has a BreadcrumbList and no Product; the home page an Organization", async () => {
    const category = await load("en", "/business-cards/");
    expect(category.jsonLd.map((item) => item["@type"])).toEqual(["BreadcrumbList"]);
    const home = await load("en", "/");
    expect(home.jsonLd).toEqual([
      expect.objectContaining({
        "@type": "Organization",
        name: "Presto Print",
        url: "http://en.localhost:3000/",
        logo: expect.stringMatching(/^http:\/\/en\.localhost:3000\//),
        contactPoint: expect.objectContaining({ "@type": "ContactPoint", email: expect.any(String) }),
      }),
    ]);
  });

  it("stays on the server: the page's loader data (its hydration data) carries none of it", async () => {
    for (const path of ["/affiches/", "/affiches-grand-format/", "/"]) {
      const { data, jsonLd } = await load("fr", path);
      expect(jsonLd.length).toBeGreaterThan(0);
      expect(data.hasStructuredData).toBe(true);
      expect(JSON.stringify(data)).not.toContain("schema.org");
      // The other tenants' paths only make the hreflang links; a product page lists no cards.
      expect(data.page.alternates).toEqual([]);
    }
    expect((await load("fr", "/affiches/")).data.page.offers).toEqual([]);
    expect((await load("fr", "/affiches-grand-format/")).data.page.offers.length).toBeGreaterThan(0);
    expect((await load("fr", "/glossaire/")).data.hasStructuredData).toBe(false);
  });

  it("is escaped for an inline script: no '<' survives, the data reads back the same", () => {
    const data = { name: "</script><script>alert(1)</script> & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script");
    expect(JSON.parse(text)).toEqual(data);
  });
});
