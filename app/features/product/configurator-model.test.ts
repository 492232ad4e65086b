import { describe, expect, it } from "vitest";
import type { PriceOption, ProductConfiguration } from "#contract/product/product.schemas";
import { emptySelection, type RequestedSelection } from "#contract/product/selection-params";
import { feature } from "../../../tests/support/product-features";
import {
  computeRecap,
  initialSelection,
  quantitiesToQuote,
  selectedServices,
  settleSelection,
  uploadTypesOf,
} from "./configurator-model";

function configuration(overrides: Partial<ProductConfiguration> = {}): ProductConfiguration {
  return {
    configurationId: "cfg-1",
    productKey: "flyers",
    mcpSku: "PRS-FLY",
    cimCommSku: "C1",
    cimCommVar: "V1",
    productName: "Flyers",
    ctoolsId: "CT",
    productGroups: ["flyers"],
    productFamilies: ["print"],
    image: "/images/products/flyers.svg",
    configurationGraph: {
      payload: { mcpSku: "PRS-FLY", entryId: "flyers", productSku: "PRS-FLY", variant: "v" },
      version: 1,
    },
    productCustomization: {
      selectedAttributes: { paper: "silk", format: "a5" },
      selectedProductFileFlow: { fileCheck: true, upload: true },
      selectedQuantityModel: {
        mode: "free",
        list: [100, 250, 500],
        defaultValue: 250,
        min: 50,
        max: 5000,
        increment: 50,
      },
      selectedPriorityModel: {
        defaultValue: "standard",
        list: [
          { key: "economy", label: "Economy", productionTime: 6 },
          { key: "standard", label: "Standard", productionTime: 3 },
          { key: "express", label: "Express", productionTime: 1 },
        ],
      },
    },
    features: [feature("paper", ["silk", "gloss"], 2), feature("format", ["a5", "a4"], 1)],
    incompatibilities: [],
    validProductionTimes: [{ deliveryKey: "standard", productionTime: 3 }],
    serviceKeys: { coupon: "coupon", fileCheck: "FC", humanDesignService: "HDS" },
    fscCertified: true,
    unitPrice: "No",
    noPrinting: false,
    templateDisabled: false,
    designExperience: false,
    dexConfiguration: null,
    humanDesignService: true,
    externallyFulfilled: false,
    locationId: null,
    ...overrides,
  };
}

const requested = (patch: Partial<RequestedSelection>): RequestedSelection => ({
  ...emptySelection(),
  ...patch,
});

function option(deliveryKey: "economy" | "standard" | "express", cents: number): PriceOption {
  return {
    deliveryKey,
    deliveryOption: deliveryKey,
    productionTime: 3,
    deliverySpeed: deliveryKey,
    quantity: 250,
    unitAmountExclTax: cents / 25000,
    unitAmountInclTax: (cents * 1.2) / 25000,
    amountExclTax: cents / 100,
    amountInclTax: (cents * 1.2) / 100,
    originalAmountExclTax: cents / 100,
    originalAmountInclTax: (cents * 1.2) / 100,
    vatAmount: (cents * 0.2) / 100,
    vatRate: 20,
    amountCentExclTax: cents,
    amountCentInclTax: Math.round(cents * 1.2),
    originalAmountCentExclTax: cents,
    originalAmountCentInclTax: Math.round(cents * 1.2),
    vatCentAmount: Math.round(cents * 0.2),
    promocode: null,
  };
}

describe("initialSelection", () => {
  it("orders attributes by the features' sort index and starts from the defaults", () => {
    const { selection, notices } = initialSelection(configuration(), emptySelection(), {
      paper: "silk",
      format: "a5",
    });
    expect(Object.keys(selection.attributes)).toEqual(["format", "paper"]);
    expect(selection).toMatchObject({
      quantity: 250,
      priority: "standard",
      uploadType: "upload",
      fileCheck: false,
    });
    expect(notices).toEqual([]);
  });

  it("refuses a quantity off the step and says why", () => {
    const { selection, notices } = initialSelection(configuration(), requested({ quantity: 333 }), {});
    expect(selection.quantity).toBe(250);
    expect(notices).toEqual([{ code: "quantity_invalid", requested: 333, problem: "off_step" }]);
  });

  it("takes the visitor's own quantity in free mode", () => {
    const { selection } = initialSelection(
      configuration(),
      requested({ quantity: 750, ownQuantity: 750 }),
      {},
    );
    expect(selection).toMatchObject({ quantity: 750, ownQuantity: 750 });
    expect(quantitiesToQuote(configuration(), selection)).toEqual([100, 250, 500, 750]);
  });

  it("keeps file check and the design service mutually exclusive", () => {
    const { selection, notices } = initialSelection(
      configuration(),
      requested({ uploadType: "hds", fileCheck: true }),
      {},
    );
    expect(selection).toMatchObject({ uploadType: "hds", fileCheck: false });
    expect(notices).toEqual([{ code: "file_check_unavailable" }]);
  });

  it("refuses an upload type the product doesn't offer", () => {
    expect(uploadTypesOf(configuration())).toEqual(["upload", "hds"]);
    const { selection, notices } = initialSelection(configuration(), requested({ uploadType: "dex" }), {});
    expect(selection.uploadType).toBe("upload");
    expect(notices).toEqual([{ code: "upload_unavailable", requested: "dex" }]);
  });

  it("opens one artwork row per set when several sets are chosen", () => {
    const config = configuration({ features: [feature("sets", ["1", "2", "3"], 1)] });
    const { selection } = initialSelection(config, requested({ artwork: [{ name: "A", quantity: 10 }] }), {
      sets: "3",
    });
    expect(selection.artwork).toHaveLength(3);
    expect(selection.artwork[0]).toEqual({ name: "A", quantity: 10 });
  });
});

describe("settleSelection (spec §4 steps 5 and 7)", () => {
  const base = initialSelection(configuration(), emptySelection(), {}).selection;

  it("falls back to the initial quantity, then to the largest quoted one", () => {
    const rows = [
      { quantity: 100, options: [option("standard", 1000)] },
      { quantity: 250, options: [option("standard", 2000)] },
    ];
    expect(settleSelection(configuration(), { ...base, quantity: 5000 }, rows).selection.quantity).toBe(250);
    const withoutInitial = rows.slice(0, 1);
    const settled = settleSelection(configuration(), { ...base, quantity: 5000 }, withoutInitial);
    expect(settled.selection.quantity).toBe(100);
    expect(settled.notices[0]).toEqual({ code: "quantity_unavailable", requested: 5000, used: 100 });
  });

  it("takes the first available priority when the chosen one isn't offered", () => {
    const rows = [{ quantity: 250, options: [option("economy", 1500), option("express", 2500)] }];
    const settled = settleSelection(configuration(), { ...base, priority: "standard" }, rows);
    expect(settled.selection.priority).toBe("economy");
    expect(settled.option?.amountCentExclTax).toBe(1500);
  });

  it("prices nothing when nothing was quoted", () => {
    expect(settleSelection(configuration(), base, []).option).toBeNull();
  });
});

describe("recap (spec §4 step 9)", () => {
  it("adds the chosen services to the product and keeps VAT consistent", () => {
    const selection = {
      ...initialSelection(configuration(), emptySelection(), {}).selection,
      fileCheck: true,
    };
    const services = selectedServices(configuration(), selection, {
      currency: "EUR",
      services: [
        {
          key: "FC",
          currencyCode: "EUR",
          centAmount: 490,
          centAmountInclTax: 588,
          taxRate: 20,
        },
        {
          key: "HDS",
          currencyCode: "EUR",
          centAmount: 2900,
          centAmountInclTax: 3480,
          taxRate: 20,
        },
      ],
    });
    expect(services.map((service) => service.kind)).toEqual(["fileCheck"]);
    const recap = computeRecap(option("standard", 1900), services, "EUR");
    expect(recap).toMatchObject({
      totalExclTax: 2390,
      totalInclTax: 2868,
      vatAmount: 478,
      discountExclTax: 0,
    });
  });

  it("shows the discount a promo code gave", () => {
    const discounted = {
      ...option("standard", 1710),
      originalAmountCentExclTax: 1900,
      originalAmountCentInclTax: 2280,
    };
    expect(computeRecap(discounted, [], "EUR").discountExclTax).toBe(190);
  });

  it("states this order's delivery by the cart's rule, counting the services in the goods", () => {
    const carriage = {
      freeFromCent: 2300,
      rates: [{ deliveryKey: "standard" as const, centAmount: 690, taxedCentAmount: 828 }],
    };
    const fileCheck = { key: "fc", kind: "fileCheck" as const, centAmount: 490, centAmountInclTax: 588 };
    expect(computeRecap(option("standard", 1900), [], "EUR", carriage).shipping).toEqual({
      free: false,
      missingForFreeCent: 400,
      centAmount: 690,
      taxedCentAmount: 828,
      freeFromCent: 2300,
    });
    // With the file check the goods reach the threshold: free, as the basket will say.
    expect(computeRecap(option("standard", 1900), [fileCheck], "EUR", carriage).shipping).toMatchObject({
      free: true,
      missingForFreeCent: null,
      centAmount: 0,
    });
    expect(computeRecap(option("express", 1900), [], "EUR", carriage).shipping).toBeNull();
  });
});
