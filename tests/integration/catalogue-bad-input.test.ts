import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema } from "#contract/cart/cart.schemas";
import { call, cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { quoteBody, servicePriceBody, validateBody } from "./spec-bodies";

let test: TestApi;
let cartId = "";
beforeAll(async () => {
  test = await createTestApi();
  const created = await call(test.api, "/api/v1/cart", {
    method: "POST",
    body: JSON.stringify(cartBody("anon-fuzz-visitor")),
  });
  cartId = cartSchema.parse(dataOf(created)).id;
});
afterAll(() => test.dispose());

/** Hostile values dropped into every field a client controls. */
const HOSTILE: unknown[] = [
  null,
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER,
  "",
  " ",
  "x".repeat(5000),
  "<script>",
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  true,
];

const POST_ENDPOINTS: [string, Record<string, unknown>][] = [
  ["/api/v1/product/validate/", validateBody("fr-flyers", { format: "a5" })],
  ["/api/v1/product/quote/", quoteBody("flyers", { quantityList: [1000] })],
  ["/api/v1/product/service/price/", servicePriceBody("PRS-FLYER", ["PRS-SVC-FILECHECK"])],
  ["/api/v1/content/product-instruction/", { pages_id: 1 }],
  [
    "/api/v1/product/generate-product-custom-config-url/",
    {
      productConfigurationId: "fr-flyers",
      config: { selectedAttributes: { format: "a5" }, quantity: 1000 },
    },
  ],
  ["/api/v1/promocode/check-input/", { promocode: "BIENVENUE10", centAmount: 5000 }],
  ["/api/v1/promocode/check-id/", { id: "promo-fr-bienvenue10" }],
  ["/api/v1/cart", cartBody("anon-fuzz-visitor")],
];

describe("hostile input on the catalogue, promo and cart calls", () => {
  it("never answers 5xx, whatever a field holds", async () => {
    for (const [path, valid] of POST_ENDPOINTS) {
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE) {
          const body = JSON.stringify({ ...valid, [field]: value });
          const answer = await call(test.api, path, { method: "POST", body });
          expect(answer.status, `${path} ${body.slice(0, 120)}`).toBeLessThan(500);
        }
      }
      // An empty body reads as {} (every field then judged on its own); broken JSON never does.
      for (const raw of ["{", "[]", "null", "42", '"text"']) {
        const answer = await call(test.api, path, { method: "POST", body: raw });
        expect(answer.status, `${path} ${raw}`).toBe(400);
      }
    }
  });

  it("refuses hostile line items with 4xx", async () => {
    const valid = {
      productId: "fr-flyers",
      quantity: 1000,
      merchantInfo: { selectedAttributes: { format: "a5" }, selectedPriority: "standard" },
    };
    for (const field of ["productId", "quantity", "merchantInfo", "services", "shipTo", "lineItemId"]) {
      for (const value of HOSTILE) {
        const body = JSON.stringify({ ...valid, [field]: value });
        const answer = await call(test.api, `/api/v1/cart/${cartId}/item`, { method: "PUT", body });
        expect(answer.status, body.slice(0, 120)).toBeLessThan(500);
      }
    }
  });

  it("answers 4xx to hostile keys and ids in paths and queries", async () => {
    const paths = [
      "/api/v1/content/product-configuration/?id=%00",
      `/api/v1/content/product-configuration/?id=${"x".repeat(500)}`,
      "/api/v1/content/loss-leader-info/%2e%2e/",
      "/api/v1/content/loss-leader-info/unknown/",
      "/api/v1/product/get-product-custom-config-from-key/short/",
      "/api/v1/product/get-product-custom-config-from-key/ZZZZZZZZZZ/",
    ];
    for (const path of paths) {
      const answer = await call(test.api, path, { headers: TENANT_HEADERS.fr });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });
});
