import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IslandAnswer, IslandQuote } from "../../app/features/product/island-quote";
import type { ProductView } from "../../app/features/product/product-page.types";
import { type ProductWire, productViewOf } from "../../app/features/product/product-wire";
import { loader } from "../../app/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { type Fault, failing, requestContext } from "../support/request-harness";

/**
 * The configurator island's re-quote (ADR 060): a data request to the product route naming the
 * configuration the island holds gets the product view alone, without that configuration; a
 * document request with the same query gets the whole page.
 */
const ORIGIN = "http://localhost:3000";
const PRODUCT = "/cartes-de-visite/standard/";
const CHOICE = "format=85x55&paper=coated-350&quantity=500&delivery=express";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** The loader's answer to `search`, asked as React Router asks it: the raw request, the page's URL. */
async function answer(
  search: string,
  as: "data" | "document",
  fault?: Fault,
  failingPath = "/api/v1/content/page/",
) {
  const { context } = await requestContext(api.api, {
    wrap: fault ? failing(failingPath, fault) : undefined,
    timeoutMs: 300,
  });
  const url = new URL(`${ORIGIN}${PRODUCT}?${search}`);
  const raw = as === "data" ? `${ORIGIN}${PRODUCT}_.data?${search}&_routes=content-page` : url.href;
  const result = await loader({ context, url, request: new Request(raw), params: {} } as never);
  const status = "init" in result ? (result.init?.status ?? 200) : 200;
  return { data: ("data" in result ? result.data : result) as unknown, status };
}

async function quoteOf(search: string): Promise<IslandQuote> {
  const { island } = (await answer(search, "data")).data as IslandAnswer;
  if (!island) throw new Error("no quote");
  return island;
}

async function pageProduct(): Promise<ProductView> {
  const page = (await answer(CHOICE, "document")).data as { product: ProductWire };
  return productViewOf(page.product);
}

describe("the configurator's re-quote", () => {
  it("leaves out the configuration the island holds and the page around the product", async () => {
    const page = await pageProduct();
    expect(page.configurationTag).toMatch(/^[\w-]{16}$/);
    const quote = (await answer(`${CHOICE}&island=${page.configurationTag}`, "data")).data;
    expect(Object.keys(quote as object)).toEqual(["island"]);
    const island = await quoteOf(`${CHOICE}&island=${page.configurationTag}`);
    expect(island).not.toHaveProperty("configuration");
    expect(island.configurationTag).toBe(page.configurationTag);
    // Everything the shopper's choice moves is there, as the page has it.
    expect(island.selection).toEqual(page.selection);
    expect(island.rows).toEqual(page.rows);
    expect(island.deliveries).toEqual(page.deliveries);
    expect(island.search).toBe(page.search);
    // What the island was sent before: the route's whole answer.
    const whole = (await answer(CHOICE, "data")).data;
    expect(JSON.stringify(quote).length).toBeLessThan(JSON.stringify(whole).length / 2);
  });

  it("sends the configuration when the island holds another one (changed since its page loaded)", async () => {
    const page = await pageProduct();
    expect((await quoteOf(`${CHOICE}&island=stale-tag`)).configuration).toEqual(page.configuration);
    expect((await quoteOf(`${CHOICE}&island=`)).configuration).toEqual(page.configuration);
  });

  it("a document with the parameter is the whole page, whose selection doesn't read it as an option", async () => {
    const page = await pageProduct();
    const document = (await answer(`${CHOICE}&island=${page.configurationTag}`, "document")).data as {
      page: { path: string };
      product: ProductWire;
    };
    const product = productViewOf(document.product);
    expect(document.page.path).toBe(PRODUCT);
    expect(product.configuration).toEqual(page.configuration);
    expect(product.selection).toEqual(page.selection);
    expect(product.problems).toEqual([]);
    expect(product.search).not.toContain("island");
  });

  it("a product that can't be quoted keeps its own query, without the island's parameter", async () => {
    const { data } = await answer(
      `${CHOICE}&island=x`,
      "data",
      "503",
      "/api/v1/content/product-configuration/",
    );
    const island = (data as IslandAnswer).island;
    expect(island?.errors.map((error) => error.topic)).toContain("init-product");
    // The island moves the address bar to this query: it names the choice, not the re-quote.
    expect(island?.search).toContain("quantity=500");
    expect(island?.search).not.toContain("island");
  });

  it.each(["503", "timeout"] as const)(
    "the page's lookup failing (%s) answers that prices can't be updated now, not an error page",
    async (fault) => {
      const { data, status } = await answer(`${CHOICE}&island=x`, "data", fault);
      expect(status).toBe(503);
      expect(data).toEqual({
        island: null,
        error: expect.objectContaining({ topic: "price-quote", unavailable: true }),
      });
      expect((data as { error: { text: string } }).error.text).toMatch(/prix/i);
      // A document is still the shop's 503/504 page: there is no page to keep.
      await expect(answer(CHOICE, "document", fault)).rejects.toMatchObject({
        init: { status: fault === "503" ? 503 : 504 },
      });
    },
  );
});
