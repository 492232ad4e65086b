import { describe, expect, it } from "vitest";
import { quoteShipping, type ShippingTable } from "./shipping";

const table: ShippingTable = {
  freeFromCent: 5000,
  rates: {
    FR: { economy: 490, standard: 590, express: 1190 },
    CH: { economy: 1290, standard: 1490, express: 2290 },
  },
};
const line = (
  centAmount: number,
  priority: "economy" | "standard" | "express" = "standard",
  country = "FR",
) => ({
  shipTo: { country },
  selectedPriority: priority,
  totalPriceWithServices: { centAmount },
});

describe("quoteShipping", () => {
  it("charges one parcel per destination and speed, with the destination's VAT", () => {
    const quote = quoteShipping([line(1000), line(1200), line(900, "express")], table);
    expect(quote.shipments).toEqual([
      { country: "FR", priority: "standard", centAmount: 590 },
      { country: "FR", priority: "express", centAmount: 1190 },
    ]);
    expect(quote.centAmount).toBe(1780);
    expect(quote.taxedCentAmount).toBe(2136);
    expect(quote.free).toBe(false);
    expect(quote.missingForFreeCent).toBe(5000 - 3100);
  });

  it("is free from the threshold on the goods excluding VAT, at every speed", () => {
    const quote = quoteShipping([line(4000), line(1000, "express")], table);
    expect(quote).toMatchObject({ centAmount: 0, taxedCentAmount: 0, free: true, missingForFreeCent: null });
    expect(quote.shipments).toHaveLength(2);
    expect(quoteShipping([line(4999)], table).free).toBe(false);
  });

  it("uses Swiss VAT for a Swiss parcel", () => {
    expect(quoteShipping([line(1000, "standard", "ch")], table).taxedCentAmount).toBe(1490 + 121);
  });

  it("costs nothing for an empty cart and promises nothing", () => {
    expect(quoteShipping([], table)).toMatchObject({ centAmount: 0, free: false, missingForFreeCent: null });
  });

  it("charges the dearest rate for a destination the table lacks, never nothing", () => {
    expect(quoteShipping([line(1000, "standard", "DE")], table).centAmount).toBe(2290);
  });

  it("never offers free delivery when the currency has no threshold", () => {
    const quote = quoteShipping([line(900000)], { ...table, freeFromCent: null });
    expect(quote).toMatchObject({ free: false, centAmount: 590, missingForFreeCent: null });
  });
});
