import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import { checkedAnswerOf } from "#contract/in-process-answers";
import { productEndpoints } from "#contract/product/product.endpoints";
import { ApiClient } from "../../app/server/api/api-client.server";
import { cartBody, createTestApi, type TestApi } from "./helpers";

/**
 * ADR 101: the embedded API hands the storefront its answers already checked with the endpoint's
 * schema. What the storefront gets must be exactly what parsing the JSON text gives, as it still does
 * for a remote API (COMMERCE_API_URL): the same values, the same keys, nothing shared with the API.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

/** A client as the storefront makes it: in-process, or as if the API were remote (bodies as bytes). */
function client(inProcess: boolean, seen: Response[] = []) {
  return new ApiClient({
    upstream: async (request) => {
      const response = await test.api.handler(request);
      seen.push(response);
      return response;
    },
    baseUrl: "http://commerce.test",
    tenant: "fr",
    currency: "EUR",
    timeoutMs: 5000,
    upstreamInProcess: inProcess,
  });
}

describe("in-process answers (ADR 101)", () => {
  it("equal the parsed remote answer for the cart calls, and are taken without parsing", async () => {
    const seen: Response[] = [];
    const local = client(true, seen);
    const remote = client(false);
    const body = cartBody(`answers-${crypto.randomUUID()}`);
    const opened = await local.call(cartEndpoints.openCart, { body });
    expect(opened).toStrictEqual(await remote.call(cartEndpoints.openCart, { body }));
    const line = {
      productId: "fr-business-cards",
      quantity: 250,
      merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
    };
    const added = await local.call(cartEndpoints.putLineItem, { params: { id: opened.id }, body: line });
    const again = await remote.call(cartEndpoints.putLineItem, { params: { id: opened.id }, body: line });
    expect(Object.keys(again.cart.lineItems)).toHaveLength(2);
    // The second line differs by its id and position only: the first, as each client read it, is equal.
    const first = added.lineItemId;
    expect(added.cart.lineItems[first]).toStrictEqual(again.cart.lineItems[first]);
    const read = await local.call(cartEndpoints.openCart, { body });
    expect(read).toStrictEqual(await remote.call(cartEndpoints.openCart, { body }));
    expect(seen.every((response) => checkedAnswerOf(response) !== undefined && response.body === null)).toBe(
      true,
    );
  });

  it("equal the parsed remote answer for the product's configuration and validation", async () => {
    const query = { id: "fr-business-cards" };
    const configuration = await client(true).call(productEndpoints.configuration, { query });
    expect(configuration).toStrictEqual(await client(false).call(productEndpoints.configuration, { query }));
    const { payload, version } = configuration.configurationGraph;
    const body = {
      mcpSku: payload.mcpSku,
      entryId: payload.entryId,
      productSku: payload.productSku,
      variant: payload.variant,
      version,
      configuration: { sides: "4-4" },
    };
    const validated = await client(true).call(productEndpoints.validate, { body });
    expect(validated).toStrictEqual(await client(false).call(productEndpoints.validate, { body }));
  });

  it("share nothing with the API: changing one answer changes no later one", async () => {
    const query = { id: "fr-business-cards" };
    const first = await client(true).call(productEndpoints.configuration, { query });
    const title = JSON.stringify(first);
    (first as { configurationGraph: { version: unknown } }).configurationGraph.version = "changed";
    const second = await client(true).call(productEndpoints.configuration, { query });
    expect(JSON.stringify(second)).toBe(title);
  });
});
