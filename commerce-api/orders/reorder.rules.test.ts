import { describe, expect, it } from "vitest";
import type { StoredLineItem } from "../cart/line-item";
import { fitsCart, linesToReorder, reorderPayload, reorderSourceOf } from "./reorder.rules";

const line = (id: string, extra: Partial<StoredLineItem> = {}) =>
  ({
    id,
    productId: "fr-posters",
    quantity: 10,
    selectedAttributes: { paper: "gloss" },
    selectedPriority: "express",
    services: [
      { key: "PRS-SVC-FILECHECK", serviceAttributes: { inputText: null } },
      { key: "coupon", serviceAttributes: { inputText: "BIENVENUE10" } },
    ],
    shipTo: { country: "FR", postalCode: "75011" },
    jobName: "Expo",
    userNotes: null,
    promisedArrivalDate: "2026-01-05",
    mcpDocsSource: null,
    documentPreferences: null,
    uploadedFiles: [],
    multiArtworkDetails: [],
    merchantInfo: { selectedUploadType: "dex", dexDesignId: "d1" },
    taxedTotalPriceWithServices: { centAmount: 2988, currencyCode: "EUR" },
    ...extra,
  }) as unknown as StoredLineItem;

describe("reorder", () => {
  it("takes the named line or all of them, leaving quoted lines out", () => {
    const lines = [line("a"), line("b", { quoteId: "q1" }), line("c")];
    expect(linesToReorder(lines, undefined)).toMatchObject({ quoted: 1, missing: false });
    expect(linesToReorder(lines, undefined).lines.map((one) => one.id)).toEqual(["a", "c"]);
    expect(linesToReorder(lines, "c").lines.map((one) => one.id)).toEqual(["c"]);
    expect(linesToReorder(lines, "b")).toMatchObject({ lines: [], quoted: 1, missing: false });
    expect(linesToReorder(lines, "zz")).toMatchObject({ lines: [], missing: true });
  });

  it("keeps the choices and the design, drops the old promo code and arrival date, notes the source", () => {
    const payload = reorderPayload(line("a"), { orderId: "o1", orderNumber: "PI-2026-000001" });
    expect(payload).toMatchObject({
      productId: "fr-posters",
      quantity: 10,
      jobName: "Expo",
      services: [{ key: "PRS-SVC-FILECHECK" }],
      merchantInfo: {
        selectedAttributes: { paper: "gloss" },
        selectedPriority: "express",
        dexDesignId: "d1",
      },
    });
    expect(payload).not.toHaveProperty("lineItemId");
    expect(payload).not.toHaveProperty("promisedArrivalDate");
    expect(reorderSourceOf(payload.merchantInfo as Record<string, unknown>)).toEqual({
      orderId: "o1",
      orderNumber: "PI-2026-000001",
      lineItemId: "a",
      previousTaxedCent: 2988,
      currencyCode: "EUR",
    });
    expect(reorderSourceOf({ reorderOf: { orderId: "o1" } })).toBeNull();
  });

  it("fits the cart's 15 lines all or nothing", () => {
    expect(fitsCart(13, 2, 15)).toBe(true);
    expect(fitsCart(14, 2, 15)).toBe(false);
  });
});
