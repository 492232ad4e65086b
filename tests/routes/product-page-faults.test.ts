import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContentPage } from "../../app/features/content/content-page.server";
import { loadProductPage, productPageStatus } from "../../app/features/product/product-page.server";
import { productSource } from "../../app/features/product/product-source";
import { createTestApi, type TestApi } from "../integration/helpers";
import { type Fault, failing, requestContext, rewriting } from "../support/request-harness";

/**
 * Issue 12 §9: one failed call never takes the product page down. Each product-page call fails in
 * each way an upstream fails; the page still has its title and options, the failed part carries
 * a topic error, there is no price to add to the cart when the quote failed, the degraded page is
 * not kept in the page cache, and the next request (no fault) is whole again.
 */
const PRODUCT_URL = "http://localhost:3000/cartes-de-visite/standard/";

const CALLS = [
  { path: "/api/v1/product/quote/", topic: "price-quote", priceLost: true },
  { path: "/api/v1/product/validate/", topic: "validate-product", priceLost: false },
  { path: "/api/v1/product/shipping/calculate/", topic: "deliveries", priceLost: false },
  { path: "/api/v1/product/service/price/", topic: "file-check", priceLost: false },
  { path: "/api/v1/content/product-instruction/", topic: null, priceLost: false },
] as const;
const FAULTS: Fault[] = ["503", "timeout", "reset", "garbage", "html"];

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function load(wrap?: ReturnType<typeof failing>) {
  const { context, state } = await requestContext(api.api, { wrap, timeoutMs: 300 });
  const url = new URL(PRODUCT_URL);
  const page = await loadContentPage(context, url);
  const source = productSource(page);
  if (!source) throw new Error("not a product page");
  return { data: await loadProductPage(context, url, source), state };
}

describe("product page with one failing upstream call", () => {
  it("is whole without faults (the baseline the cases below differ from)", async () => {
    const { data, state } = await load();
    expect(data.errors).toEqual([]);
    expect(data.recap).not.toBeNull();
    expect(data.instruction).not.toBeNull();
    expect(state.uncacheable).toBe(false);
  });

  for (const call of CALLS) {
    for (const fault of FAULTS) {
      it(`${call.path} → ${fault}: the page renders, that part says why`, async () => {
        const { data, state } = await load(failing(call.path, fault));
        expect(data.configuration?.features.length).toBeGreaterThan(0);
        expect(data.pageTitle).toBeTruthy();
        expect(productPageStatus(data)).toBe(200);
        if (call.topic) {
          expect(data.errors).toContainEqual(
            expect.objectContaining({ topic: call.topic, unavailable: true }),
          );
          expect(state.uncacheable).toBe(true);
        } else {
          expect(data.instruction).toBeNull();
        }
        // Add to cart needs a price: none when the quote failed.
        if (call.priceLost) expect(data.recap).toBeNull();
        else expect(data.recap).not.toBeNull();
      });
    }
  }

  it("a quote with no positive price says 'No positive product retrieved' and prices nothing (spec §8)", async () => {
    const free = rewriting("/api/v1/product/quote/", (data) => {
      const quote = data as { prices: { options: Record<string, unknown>[] }[] };
      return {
        ...quote,
        prices: quote.prices.map((row) => ({
          ...row,
          options: row.options.map((option) => ({ ...option, amountCentExclTax: 0, amountExclTax: 0 })),
        })),
      };
    });
    const { data } = await load(free);
    expect(data.errors).toContainEqual({ topic: "init-product", message: "No positive product retrieved" });
    expect(data.recap).toBeNull();
    expect(data.rows).toEqual([]);
  });

  it("the next request after a failure is whole again (nothing failed is remembered)", async () => {
    await load(failing("/api/v1/product/quote/", "503"));
    const { data } = await load();
    expect(data.errors).toEqual([]);
    expect(data.recap).not.toBeNull();
  });
});
