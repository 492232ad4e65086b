import { describe, expect, it } from "vitest";
import { buildLineItemPayload, type LineItemInput } from "./line-item-payload";

const input = (patch: Partial<LineItemInput> = {}): LineItemInput =>
  ({
    configuration: {
      configurationId: "cfg-1",
      mcpSku: "PRS-LABEL-ROLL",
      cimCommSku: "C1",
      cimCommVar: "V1",
      productName: "Roll labels",
      image: "/images/products/roll-labels.svg",
      productGroups: ["labels"],
      productFamilies: ["packaging"],
      templateDisabled: false,
      fscCertified: false,
      noPrinting: false,
      configurationGraph: { payload: { variant: "v1" } },
      productCustomization: { selectedProductFileFlow: { fileCheck: true, upload: true } },
      serviceKeys: { coupon: "coupon", fileCheck: "FC", humanDesignService: "HDS" },
      features: [
        {
          name: "sets",
          selected: "1",
          customSelections: { dictionaryTranslations: { voice: "Sets", options: { "2": { voice: "Two" } } } },
        },
      ],
    },
    selection: {
      attributes: { sets: "2" },
      quantity: 3,
      ownQuantity: null,
      priority: "express",
      uploadType: "upload",
      fileCheck: true,
      jobName: "Jam jars",
      artwork: [
        { name: "Apricot", quantity: null, rolls: 2 },
        { name: "Cherry", quantity: null, rolls: 1 },
      ],
      vat: "excl",
    },
    option: { unitAmountExclTax: 28, amountCentExclTax: 8400, productionTime: 2, deliveryOption: "express" },
    recap: {
      currency: "EUR",
      vatRate: 20,
      totalExclTax: 8890,
      services: [{ key: "FC", kind: "fileCheck", centAmount: 490, centAmountInclTax: 588 }],
    },
    deliveries: {
      dates: [{ deliveryKey: "express", arrivalDate: "2026-11-25" }],
      caveats: { deliveryDateWithFallback: "2026-11-27" },
      caveat_topics: [],
    },
    variant: "material:vinyl|sets:2",
    instructionFileUrl: "https://cdn.example/guides/roll-labels.pdf",
    promocode: "BIENVENUE10",
    page: { pageId: 12, title: "Roll labels", path: "/roll-labels/" },
    shipTo: { country: "FR", postalCode: "75001" },
    ...patch,
  }) as unknown as LineItemInput;

describe("line item payload (spec §3)", () => {
  it("carries the selection, services, promised date and merchant info", () => {
    const payload = buildLineItemPayload(input());
    expect(payload).toMatchObject({
      currencyCode: "EUR",
      quantity: 3,
      jobName: "Jam jars",
      productId: "cfg-1",
      promisedArrivalDate: "2026-11-25",
      services: [{ key: "FC" }, { key: "coupon", serviceAttributes: { inputText: "BIENVENUE10" } }],
      price: { currencyCode: "EUR", centAmount: 8400 },
      merchantInfo: {
        selectedPriority: "express",
        selectedProductionTime: 2,
        selectedUploadType: "upload",
        deliveryDateWithFallback: "2026-11-27",
        pageId: 12,
        productPageTitle: "Roll labels",
      },
    });
    expect(payload).not.toHaveProperty("lineItemId");
  });

  it("names the chosen variant and the instruction guide, not the product's defaults", () => {
    const payload = buildLineItemPayload(input());
    expect(payload.variantSKU).toBe("material:vinyl|sets:2");
    expect(payload.merchantInfo).toMatchObject({
      merchantVar: "material:vinyl|sets:2",
      instructionFileUrl: "https://cdn.example/guides/roll-labels.pdf",
      fromMyDesignArea: false,
    });
  });

  it("names the search that led to the product, when there was one (spec §3 search ids)", () => {
    expect(buildLineItemPayload(input({ searchId: "srch_0123456789abcdef" })).merchantInfo).toMatchObject({
      searchIds: { searchId: "srch_0123456789abcdef" },
    });
    expect(buildLineItemPayload(input()).merchantInfo).not.toHaveProperty("searchIds");
  });

  it("sends the multi-artwork details both ways the fulfiller reads them", () => {
    const payload = buildLineItemPayload(input()) as {
      merchantInfo: { multiArtworkDetails: unknown[] };
      mcpFulfillmentAttributes: { multiArtworkDetails: unknown[] };
    };
    expect(payload.merchantInfo.multiArtworkDetails).toHaveLength(2);
    expect(payload.mcpFulfillmentAttributes.multiArtworkDetails).toEqual(
      payload.merchantInfo.multiArtworkDetails,
    );
  });

  it("names the line item it replaces in edit mode and leaves the coupon out without a code", () => {
    const payload = buildLineItemPayload(input({ lineItemId: "li-7", promocode: null })) as {
      lineItemId: string;
      services: { key: string }[];
    };
    expect(payload.lineItemId).toBe("li-7");
    expect(payload.services.map((service) => service.key)).toEqual(["FC"]);
  });
});
