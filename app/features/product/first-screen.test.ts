import { describe, expect, it } from "vitest";
import { firstScreenFacts } from "./first-screen";

const cell = (deliveryKey: string, excl: number) => ({
  deliveryKey,
  amountCentExclTax: excl,
  amountCentInclTax: Math.round(excl * 1.2),
  unitAmountExclTax: 0,
  unitAmountInclTax: 0,
});
const view = (vat: "excl" | "incl") =>
  ({
    rows: [
      { quantity: 100, options: [cell("standard", 1080), cell("express", 1890)] },
      { quantity: 250, options: [cell("standard", 1900), cell("express", 2900)] },
    ],
    selection: { priority: "express", vat },
    deliveries: {
      dates: [
        { deliveryKey: "standard", arrivalDate: "2026-12-03" },
        { deliveryKey: "express", arrivalDate: "2026-11-30" },
      ],
    },
  }) as never;

describe("the first screen's price", () => {
  it("is the lowest price on offer, in the VAT display chosen, with the chosen speed's arrival", () => {
    expect(firstScreenFacts(view("excl"))).toEqual({
      fromCent: 1080,
      vat: "excl",
      arrivalDate: "2026-11-30",
    });
    expect(firstScreenFacts(view("incl"))?.fromCent).toBe(1296);
  });

  it("is absent when nothing could be priced", () => {
    expect(firstScreenFacts({ rows: [], selection: null, deliveries: null })).toBeNull();
  });
});
