import { describe, expect, it } from "vitest";
import type { StoredLineItem } from "./line-item";
import { payloadFromStoredLine, withCoupon } from "./stored-line-payload";

const line = {
  id: "line-1",
  productId: "fr-flyers",
  quantity: 500,
  selectedAttributes: { format: "a5" },
  selectedPriority: "express",
  merchantInfo: { selectedUploadType: "upload", selectedAttributes: { format: "stale" } },
  services: [
    {
      key: "fileCheck",
      unitPrice: { centAmount: 900, currencyCode: "EUR" },
      taxRate: 20,
      serviceAttributes: { inputText: null },
    },
    {
      key: "coupon",
      unitPrice: { centAmount: -500, currencyCode: "EUR" },
      taxRate: 20,
      serviceAttributes: { inputText: "OLD" },
    },
  ],
  jobName: "Salon",
  userNotes: null,
  shipTo: { country: "FR", postalCode: null },
  promisedArrivalDate: null,
  mcpDocsSource: null,
  documentPreferences: null,
  uploadedFiles: [],
  multiArtworkDetails: [],
} as unknown as StoredLineItem;

describe("payloadFromStoredLine", () => {
  it("gives back what the customer chose, the stored selection winning, and no amounts", () => {
    const payload = payloadFromStoredLine(line);
    expect(payload).toMatchObject({
      lineItemId: "line-1",
      productId: "fr-flyers",
      quantity: 500,
      jobName: "Salon",
      shipTo: { country: "FR" },
      merchantInfo: {
        selectedAttributes: { format: "a5" },
        selectedPriority: "express",
        selectedUploadType: "upload",
      },
    });
    expect(payload).not.toHaveProperty("price");
    expect(payload).not.toHaveProperty("userNotes");
  });
});

describe("withCoupon", () => {
  it("replaces the coupon, keeps the other services, and drops it for an empty code", () => {
    expect(withCoupon(line, "coupon", "NOEL")).toEqual([
      { key: "fileCheck" },
      { key: "coupon", serviceAttributes: { inputText: "NOEL" } },
    ]);
    expect(withCoupon(line, "coupon", "")).toEqual([{ key: "fileCheck" }]);
  });
});
