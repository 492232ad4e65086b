import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customConfigFromKeySchema,
  customConfigKeySchema,
  lossLeaderInfoSchema,
  productConfigurationSchema,
  productInstructionSchema,
  quoteSchema,
  servicePriceSchema,
  validateProductSchema,
} from "#contract/product/product.schemas";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { quoteBody, servicePriceBody, validateBody } from "./spec-bodies";

const PRODUCTS = ["business-cards", "flyers", "folded-leaflets", "posters", "roll-labels", "pens"];
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = TENANT_HEADERS.fr) =>
  call(test.api, path, { method: "POST", headers, body: JSON.stringify(body) });

describe("GET content/product-configuration", () => {
  it.each(PRODUCTS)("serves %s for both tenants", async (key) => {
    for (const tenant of ["fr", "en"] as const) {
      const config = productConfigurationSchema.parse(
        dataOf(
          await call(test.api, `/api/v1/content/product-configuration/?id=${key}`, {
            headers: TENANT_HEADERS[tenant],
          }),
        ),
      );
      expect(config.configurationId).toBe(`${tenant}-${key}`);
      expect(config.image).toBe(`/images/products/${key}.svg`);
      const byId = dataOf(
        await call(test.api, `/api/v1/content/product-configuration/?id=${config.configurationId}`, {
          headers: TENANT_HEADERS[tenant],
        }),
      );
      expect(byId).toEqual(config);
    }
  });

  it("translates labels and describes sets, roll defaults and external fulfilment", async () => {
    const labels = productConfigurationSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/product-configuration/?id=roll-labels")),
    );
    const perRoll = labels.features.find((f) => f.name === "labelsPerRoll");
    expect(perRoll?.selected).toBe("500");
    expect(perRoll?.customSelections.dictionaryTranslations.voice).toBe("Étiquettes par rouleau");
    expect(labels.productCustomization.selectedQuantityModel.defaultValue).toBe(1);
    expect(labels.features.some((f) => f.name === "sets")).toBe(true);
    const pens = productConfigurationSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/product-configuration/?id=pens")),
    );
    expect(pens.externallyFulfilled).toBe(true);
  });

  it("answers 404 for another tenant's or an unknown product, 400 without id", async () => {
    expect((await call(test.api, "/api/v1/content/product-configuration/?id=en-flyers")).status).toBe(404);
    expect((await call(test.api, "/api/v1/content/product-configuration/?id=nope")).status).toBe(404);
    expect((await call(test.api, "/api/v1/content/product-configuration/")).status).toBe(400);
  });
});

describe("POST product/validate", () => {
  it("validates good and bad selections", async () => {
    const good = validateProductSchema.parse(
      dataOf(await post("/api/v1/product/validate/", validateBody("fr-business-cards", { sides: "4-4" }))),
    );
    expect(good.isValid).toBe(true);
    const bad = validateProductSchema.parse(
      dataOf(
        await post(
          "/api/v1/product/validate/",
          validateBody("PRS-BCARD-STD", { paper: "kraft-350", lamination: "gloss" }),
        ),
      ),
    );
    expect(bad.isValid).toBe(false);
    expect(bad.availableOptions.lamination).toEqual(["none"]);
    const empty = await post("/api/v1/product/validate/", validateBody("fr-business-cards", {}));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: "Product configuration is empty!" });
    const noTimes = await post(
      "/api/v1/product/validate/",
      validateBody("fr-business-cards", { sides: "4-4" }, { validProductionTimes: [] }),
    );
    expect(noTimes.status).toBe(400);
    expect(noTimes.body).toMatchObject({ message: "validProductionTimes configuration is empty!" });
  });

  it("resolves an incompatible selection with the reason", async () => {
    const answer = validateProductSchema.parse(
      dataOf(
        await post(
          "/api/v1/product/validate/",
          validateBody("en-business-cards", { paper: "coated-300", corners: "rounded" }),
          TENANT_HEADERS.en,
        ),
      ),
    );
    expect(answer.isValid).toBe(false);
    expect(answer.errors).toEqual([
      {
        path: "configuration.corners",
        code: "incompatible_option",
        message: "Corners: Rounded corners is not available with Paper: Matt coated 300 gsm",
      },
    ]);
    expect(answer.resolvedAttributes).toMatchObject({ paper: "coated-300", corners: "square" });
    expect(answer.adjustments).toMatchObject([{ feature: "corners", from: "rounded", to: "square" }]);
    expect(answer.availableOptions.corners).toEqual(["square"]);
  });
});

describe("POST product/quote", () => {
  const body = quoteBody("fr-business-cards", { quantityList: [250, 1000], attributes: { sides: "4-4" } });

  it("prices every quantity × priority, deterministically", async () => {
    const first = quoteSchema.parse(dataOf(await post("/api/v1/product/quote/", body)));
    expect(first.prices.map((p) => p.options.map((o) => o.deliveryKey))).toEqual([
      ["economy", "standard", "express"],
      ["economy", "standard", "express"],
    ]);
    const standard = first.prices[0]?.options[1];
    expect(standard?.amountCentInclTax).toBe(
      standard ? standard.amountCentExclTax + standard.vatCentAmount : -1,
    );
    expect(dataOf(await post("/api/v1/product/quote/", body))).toEqual(first);
    const limited = quoteSchema.parse(
      dataOf(
        await post("/api/v1/product/quote/", {
          ...body,
          validProductionTimes: [{ deliveryKey: "express", productionTime: 1 }],
        }),
      ),
    );
    expect(limited.prices.map((p) => p.options.map((o) => o.deliveryKey))).toEqual([
      ["express"],
      ["express"],
    ]);
    expect(limited.prices[1]?.options[0]).toEqual(first.prices[1]?.options[2]);
  });

  it("keeps 250 cards and 1000 A5 flyers in a realistic range", async () => {
    const cards = quoteSchema.parse(
      dataOf(
        await post("/api/v1/product/quote/", quoteBody("business-cards", { prioritySets: ["standard"] })),
      ),
    );
    expect(cards.prices[0]?.options[0]?.amountExclTax).toBeGreaterThanOrEqual(15);
    expect(cards.prices[0]?.options[0]?.amountExclTax).toBeLessThanOrEqual(25);
    const flyers = quoteSchema.parse(
      dataOf(
        await post(
          "/api/v1/product/quote/",
          quoteBody("flyers", { quantityList: [1000], prioritySets: ["standard"] }),
        ),
      ),
    );
    expect(flyers.prices[0]?.options[0]?.amountExclTax).toBeGreaterThanOrEqual(40);
    expect(flyers.prices[0]?.options[0]?.amountExclTax).toBeLessThanOrEqual(70);
  });

  it("applies VAT by destination and the promo with original amounts", async () => {
    const ch = quoteSchema.parse(
      dataOf(await post("/api/v1/product/quote/", { ...body, country: "CH", promocode: "bienvenue10" })),
    );
    const option = ch.prices[0]?.options[1];
    expect(option?.vatRate).toBe(8.1);
    expect(option?.promocode).toBe("BIENVENUE10");
    const original = option?.originalAmountCentExclTax ?? 0;
    expect(option?.amountCentExclTax).toBe(original - Math.round(original * 0.1));
    expect(ch.promocode).toMatchObject({ status: "valid" });
    const unknown = quoteSchema.parse(
      dataOf(await post("/api/v1/product/quote/", { ...body, promocode: { text: "NOPE" } })),
    );
    expect(unknown.promocode).toMatchObject({ status: "generic_error", reason: "unknown_code" });
    const gbp = quoteSchema.parse(
      dataOf(
        await post(
          "/api/v1/product/quote/",
          quoteBody("flyers", { country: "GB", zipCode: "SW1A 1AA", currency: "GBP", quantityList: [500] }),
          TENANT_HEADERS.en,
        ),
      ),
    );
    expect(gbp.currency).toBe("GBP");
  });

  it("answers 400 with field errors for bad input", async () => {
    const cases: [unknown, string][] = [
      [{ ...body, quantityList: [] }, "Quantities list is empty!"],
      [{ ...body, prioritySets: [] }, "Prices list is empty!"],
      [{ ...body, quantityList: [300] }, "The request body is invalid"],
      [{ ...body, quantityList: [-1, 1e15] }, "The request body is invalid"],
      [{ ...body, merchantAttributes: { paper: "gold" } }, "The product configuration is invalid"],
      [{ ...body, country: "US" }, "No delivery to US"],
      [{ ...body, currency: "USD" }, "Currency USD is not sold by this shop"],
      [{ quantityList: [250] }, "The request body is invalid"],
      // Spec §7 lists every field: one left out, or one it doesn't list, is refused.
      [{ ...body, groups: undefined }, "The request body is invalid"],
      [{ ...body, productConfigurationId: "fr-business-cards" }, "The request body is invalid"],
    ];
    for (const [input, message] of cases) {
      const answer = await post("/api/v1/product/quote/", input);
      expect(answer.status, JSON.stringify(input)).toBe(400);
      expect(answer.body).toMatchObject({ message });
    }
    const garbage = await call(test.api, "/api/v1/product/quote/", { method: "POST", body: "{not json" });
    expect(garbage.status).toBe(400);
  });

  it("refuses skus that aren't the page's product, naming the field (issue 39 §4)", async () => {
    for (const skus of [["fr-flyers"], ["NO-SUCH-SKU"], ["fr-business-cards", "fr-flyers"]]) {
      const answer = await post("/api/v1/product/quote/", {
        ...body,
        skus,
        page: { ...body.page, productConfigurationId: "fr-business-cards" },
      });
      expect(answer.status, skus.join()).toBe(400);
      expect((answer.body as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual([
        "skus",
      ]);
    }
    const own = await post("/api/v1/product/quote/", {
      ...body,
      page: { ...body.page, productConfigurationId: "fr-business-cards" },
    });
    expect(own.status).toBe(200);
  });
});

describe("services, instructions, loss leaders, custom configs", () => {
  it("prices file check from the tenant and HDS per product", async () => {
    const data = servicePriceSchema.parse(
      dataOf(
        await post(
          "/api/v1/product/service/price/",
          servicePriceBody("PRS-BCARD-STD", ["PRS-SVC-FILECHECK", "PRS-SVC-HDS"], {
            quantityList: [250, 1000],
          }),
        ),
      ),
    );
    // Flat across quantities: the work is per artwork file, not per copy (ADR 036).
    expect(data.services.map((s) => s.prices.map((p) => [p.quantity, p.centAmount]))).toEqual([
      [
        [250, 490],
        [1000, 490],
      ],
      [
        [250, 2900],
        [1000, 2900],
      ],
    ]);
    expect(
      (await post("/api/v1/product/service/price/", servicePriceBody("PRS-LABEL-ROLL", ["PRS-SVC-HDS"])))
        .status,
    ).toBe(400);
  });

  it("prices the file check once per artwork set of a multi-artwork selection", async () => {
    const priced = async (sets: string) =>
      servicePriceSchema.parse(
        dataOf(
          await post(
            "/api/v1/product/service/price/",
            servicePriceBody("PRS-LABEL-ROLL", ["PRS-SVC-FILECHECK"], { variableAttributes: { sets } }),
          ),
        ),
      ).services[0]?.prices[0]?.centAmount;
    expect(await priced("1")).toBe(490);
    expect(await priced("3")).toBe(1470);
  });

  it("returns a product page's instructions", async () => {
    const basic = dataOf(await call(test.api, "/api/v1/content/basic-configs/")) as {
      urls: { key: string; pageId: number }[];
    };
    const page = basic.urls.find((url) => url.key === "product-flyers");
    const data = productInstructionSchema.parse(
      dataOf(await post("/api/v1/content/product-instruction/", { pages_id: page?.pageId })),
    );
    expect(data.productKey).toBe("flyers");
    expect((await post("/api/v1/content/product-instruction/", { pages_id: "x" })).status).toBe(400);
  });

  it("serves loss leaders", async () => {
    const data = lossLeaderInfoSchema.parse(
      dataOf(await call(test.api, "/api/v1/content/loss-leader-info/cartes-decouverte/")),
    );
    expect(data.product.productKey).toBe("business-cards");
    expect((await call(test.api, "/api/v1/content/loss-leader-info/unknown/")).status).toBe(404);
  });

  it("round-trips a custom configuration through a deterministic key", async () => {
    const request = {
      productConfigurationId: "fr-flyers",
      config: { selectedAttributes: { format: "a4" }, quantity: 1250, priority: "express" },
    };
    const first = customConfigKeySchema.parse(
      dataOf(await post("/api/v1/product/generate-product-custom-config-url/", request)),
    );
    const second = customConfigKeySchema.parse(
      dataOf(await post("/api/v1/product/generate-product-custom-config-url/", request)),
    );
    expect(second.key).toBe(first.key);
    const back = customConfigFromKeySchema.parse(
      dataOf(await call(test.api, `/api/v1/product/get-product-custom-config-from-key/${first.key}/`)),
    );
    expect(back.config.selectedAttributes).toMatchObject({ format: "a4", weight: "135" });
    expect(back.config.quantity).toBe(1250);
    expect(
      (
        await call(test.api, `/api/v1/product/get-product-custom-config-from-key/${first.key}/`, {
          headers: TENANT_HEADERS.en,
        })
      ).status,
    ).toBe(404);
    expect((await call(test.api, "/api/v1/product/get-product-custom-config-from-key/bad!/")).status).toBe(
      400,
    );
    expect(
      (
        await post("/api/v1/product/generate-product-custom-config-url/", {
          ...request,
          config: { selectedAttributes: { format: "zz" } },
        })
      ).status,
    ).toBe(400);
  });
});
