import { describe, expect, it } from "vitest";
import type { PriceOption } from "#contract/product/product.schemas";
import { createI18n } from "~/i18n/i18n";
import { TOPIC_UNAVAILABLE } from "./product-errors";
import type { ProductPageData } from "./product-page.types";
import { toProductView } from "./product-view.server";

const option = {
  deliveryKey: "express",
  deliveryOption: "Express",
  productionTime: 1,
  deliverySpeed: "express",
  quantity: 100,
  unitAmountExclTax: 0.168,
  unitAmountInclTax: 0.2016,
  amountExclTax: 16.8,
  amountInclTax: 20.16,
  originalAmountExclTax: 16.8,
  originalAmountInclTax: 20.16,
  vatAmount: 3.36,
  vatRate: 20,
  amountCentExclTax: 1680,
  amountCentInclTax: 2016,
  originalAmountCentExclTax: 1680,
  originalAmountCentInclTax: 2016,
  vatCentAmount: 336,
} as PriceOption;

describe("toProductView", () => {
  it("keeps what the grid renders and drops what only the server's add to cart needs", () => {
    const configuration = {
      productKey: "cards",
      mcpSku: "PRS-1",
      cimCommVar: "a:b",
      features: [],
      serviceKeys: {},
    };
    const page = {
      productKey: "cards",
      rows: [{ quantity: 100, options: [option] }],
      option,
      variant: "v1",
      configuration,
      errors: [],
      notices: [],
    };
    const view = toProductView(
      page as unknown as ProductPageData,
      createI18n({ locale: "fr-FR", dictionaries: {} }).t,
    );
    expect(view.rows).toEqual([
      {
        quantity: 100,
        options: [
          {
            deliveryKey: "express",
            amountCentExclTax: 1680,
            amountCentInclTax: 2016,
            unitAmountExclTax: 0.168,
            unitAmountInclTax: 0.2016,
          },
        ],
      },
    ]);
    expect(view).not.toHaveProperty("option");
    expect(view).not.toHaveProperty("variant");
    expect(view.productKey).toBe("cards");
    // SKUs and variant ids only go into the server's line item and upstream bodies.
    expect(view.configuration).toEqual({ productKey: "cards", features: [], serviceKeys: {} });
  });
});

describe("toProductView: only what the islands read (ADR 106)", () => {
  const feature = {
    label: { en: "Paper" },
    name: "paper",
    availableOptions: ["matt", "gloss"],
    enabledOptions: ["matt"],
    selected: "matt",
    customSelections: {
      sortIndex: 2,
      hidden: false,
      selectedValue: "matt",
      dictionaryTranslations: {
        voice: "Papier",
        info: null,
        options: { matt: { voice: "Mat", info: null } },
      },
    },
  };
  const shipping = {
    dates: [
      {
        deliveryKey: "standard",
        deliveryOption: "standard",
        carrier: "DPD France",
        productionStartDate: "2026-11-30",
        shipDate: "2026-12-02",
        arrivalDate: "2026-12-04",
      },
      {
        deliveryKey: "economy",
        deliveryOption: "economy",
        carrier: "Colissimo",
        productionStartDate: "2026-11-30",
        shipDate: "2026-12-07",
        arrivalDate: "2026-12-09",
        arrivalDateRange: { earliest: "2026-12-09", latest: "2026-12-11" },
      },
    ],
    caveats: { deliveryDateWithFallback: "2026-12-11" },
    caveat_topics: ["cutoff_passed"],
  };
  const page = {
    rows: [],
    errors: [],
    notices: [],
    deliveries: shipping,
    configuration: {
      productKey: "cards",
      features: [feature],
      dexConfiguration: { editor: "dex", templatesLimit: 4 },
      locationId: "fr-1",
      externallyFulfilled: false,
    },
  } as unknown as ProductPageData;
  const view = toProductView(page, createI18n({ locale: "fr-FR", dictionaries: {} }).t);

  it("keeps a feature's options, default, order, visibility and texts, not the API's copies", () => {
    expect(view.configuration).toEqual({
      productKey: "cards",
      features: [
        {
          name: "paper",
          availableOptions: ["matt", "gloss"],
          selected: "matt",
          customSelections: {
            sortIndex: 2,
            hidden: false,
            dictionaryTranslations: feature.customSelections.dictionaryTranslations,
          },
        },
      ],
    });
  });

  it("keeps each delivery's arrival (and its window) and the caveats shown, not the carrier's schedule", () => {
    expect(view.deliveries).toEqual({
      dates: [
        { deliveryKey: "standard", arrivalDate: "2026-12-04" },
        {
          deliveryKey: "economy",
          arrivalDate: "2026-12-09",
          arrivalDateRange: { earliest: "2026-12-09", latest: "2026-12-11" },
        },
      ],
      caveat_topics: ["cutoff_passed"],
    });
  });
});

describe("toProductView: error texts", () => {
  it("translates each error on the server, and shows an unknown or untranslated message as sent", () => {
    const { t } = createI18n({
      locale: "fr-FR",
      dictionaries: { product: { "error.cartItemNotFound": "Cet article n’est plus dans votre panier." } },
    });
    const page = { rows: [], configuration: null, notices: [] } as unknown as ProductPageData;
    const errors = [
      { topic: "init-product", message: "Cart item not found" },
      { topic: "init-product", message: "Something new upstream" },
      { topic: "price-quote", message: TOPIC_UNAVAILABLE["price-quote"], unavailable: true },
    ] as ProductPageData["errors"];
    expect(toProductView({ ...page, errors }, t).errors.map((error) => error.text)).toEqual([
      "Cet article n’est plus dans votre panier.",
      "Something new upstream",
      TOPIC_UNAVAILABLE["price-quote"],
    ]);
    const debug = createI18n({ locale: "fr-FR", dictionaries: {}, showKeys: true }).t;
    expect(toProductView({ ...page, errors }, debug).errors[0]?.text).toBe("product:error.cartItemNotFound");
  });

  it("words the link's notices on the server, with their values", () => {
    const { t } = createI18n({
      locale: "fr-FR",
      dictionaries: {
        product: {
          "notice.quantityInvalid": "{{requested}} exemplaires ne peuvent pas être commandés ({{problem}}).",
          "quantity.problem.off_step": "hors des tranches proposées",
        },
      },
    });
    const page = { rows: [], configuration: null, errors: [] } as unknown as ProductPageData;
    const notices: ProductPageData["notices"] = [
      { code: "quantity_invalid", requested: 333, problem: "off_step" },
      { code: "file_check_unavailable" },
    ];
    expect(toProductView({ ...page, notices }, t).notices.map((notice) => notice.text)).toEqual([
      "333 exemplaires ne peuvent pas être commandés (hors des tranches proposées).",
      "The file check is included with the design service, so it was removed.",
    ]);
  });
});
