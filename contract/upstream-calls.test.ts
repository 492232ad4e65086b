import { describe, expect, it } from "vitest";
import { upstreamCallRule, upstreamContractViolations } from "./upstream-calls";

const quote = {
  cartId: null,
  skus: ["PRS-FLYER"],
  currency: "EUR",
  country: "FR",
  zipCode: "75011",
  quantityList: [500],
  prioritySets: ["standard"],
  validProductionTimes: [{ deliveryKey: "standard", productionTime: 3 }],
  fulfillerAttributes: {},
  merchantAttributes: {},
  promocode: null,
  page: { pageId: 4, productConfigurationId: "fr-flyers", path: "/flyers/" },
  groups: ["flyers"],
  families: ["print"],
  addresses: [{ type: "shipping", country: "FR", zipCode: "75011" }],
};

describe("the upstream call table (spec §7)", () => {
  it("finds a call's rule whatever its ids and trailing slash", () => {
    expect(upstreamCallRule("PUT", "/api/v1/cart/4f1c/item/")?.path).toBe("/api/v1/cart/:id/item");
    expect(upstreamCallRule("POST", "/api/v1/cart/")?.path).toBe("/api/v1/cart");
    expect(upstreamCallRule("GET", "/api/v1/cart/")).toBeUndefined();
    expect(upstreamCallRule("POST", "/api/v1/design-editor/designs")).toBeUndefined();
  });

  it("accepts a quote with every field the spec lists", () => {
    expect(
      upstreamContractViolations([{ method: "POST", path: "/api/v1/product/quote/", body: quote }]),
    ).toEqual([]);
  });

  it("names the field a body leaves out, or one the spec does not list", () => {
    const { groups: _left, ...withoutGroups } = quote;
    expect(
      upstreamContractViolations([
        { method: "POST", path: "/api/v1/product/quote/", body: withoutGroups },
        { method: "POST", path: "/api/v1/cart/", body: { anonymousUserId: "anon-12345678" } },
        { method: "POST", path: "/api/v1/product/quote/", body: { ...quote, productKey: "flyers" } },
      ]),
    ).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/product\/quote\/: groups: /),
      expect.stringMatching(/^POST \/api\/v1\/cart\/: forceCreate: .*currency: .*country: /),
      expect.stringMatching(/^POST \/api\/v1\/product\/quote\/: \(body\): .*productKey/),
    ]);
  });

  it("leaves calls outside the table and multipart uploads alone", () => {
    expect(
      upstreamContractViolations([
        { method: "POST", path: "/api/v1/design-editor/designs", body: { anything: true } },
        { method: "PUT", path: "/api/v1/cart/c1/item", body: null, multipart: true },
      ]),
    ).toEqual([]);
  });
});
