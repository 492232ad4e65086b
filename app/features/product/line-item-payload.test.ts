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
      productCustomization: {
        selectedProductFileFlow: { fileCheck: true, upload: true },
        selectedPriorityModel: {
          defaultValue: "standard",
          list: [
            { key: "standard", label: "Standard", productionTime: 4 },
            { key: "express", label: "Express", productionTime: 2 },
          ],
        },
      },
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
    currency: "EUR",
    shownTotalExclTax: 8890,
    instructionFileUrl: "https://cdn.example/guides/roll-labels.pdf",
    promocode: "BIENVENUE10",
    page: { pageId: 12, title: "Roll labels", path: "/roll-labels/" },
    shipTo: { country: "FR", postalCode: "75001" },
    ...patch,
  }) as unknown as LineItemInput;

describe("line item payload (spec §3)", () => {
  it("carries the selection, services, the shown total and merchant info", () => {
    const payload = buildLineItemPayload(input());
    expect(payload).toMatchObject({
      currencyCode: "EUR",
      quantity: 3,
      jobName: "Jam jars",
      productId: "cfg-1",
      services: [{ key: "FC" }, { key: "coupon", serviceAttributes: { inputText: "BIENVENUE10" } }],
      totalPrice: { currencyCode: "EUR", centAmount: 8890 },
      merchantInfo: {
        selectedPriority: "express",
        selectedProductionTime: 2,
        selectedDeliveryOption: "Express",
        selectedUploadType: "upload",
        pageId: 12,
        productPageTitle: "Roll labels",
      },
    });
    expect(payload).not.toHaveProperty("lineItemId");
  });

  it("prices nothing itself: no unit price, arrival date or variant the API would have to trust", () => {
    const payload = buildLineItemPayload(input());
    for (const field of ["price", "unitPrice", "taxRate", "promisedArrivalDate", "variantSKU"])
      expect(payload).not.toHaveProperty(field);
    expect(payload.merchantInfo).not.toHaveProperty("merchantVar");
    expect(payload.merchantInfo).toMatchObject({
      instructionFileUrl: "https://cdn.example/guides/roll-labels.pdf",
      fromMyDesignArea: false,
    });
  });

  it("states no total when the form showed none, and asks for the design service by its key", () => {
    const selection = { ...input().selection, uploadType: "hds" as const, fileCheck: false };
    const payload = buildLineItemPayload(input({ shownTotalExclTax: null, selection, promocode: null }));
    expect(payload).not.toHaveProperty("totalPrice");
    expect(payload.services).toEqual([{ key: "HDS" }]);
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
