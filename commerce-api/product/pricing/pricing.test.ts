import { describe, expect, it } from "vitest";
import { businessCards } from "../../db/seed/catalogue/business-cards";
import { rollLabels } from "../../db/seed/catalogue/roll-labels";
import { defaultSelection } from "../selection";
import { bandUnitPrice, priceJob, unitAmount, withVat } from "./pricing";
import { divRound, percentOf } from "./rounding";
import { VAT_RATES_BP, vatPercent, vatRateBp } from "./vat";

const cards = businessCards.definition("fr");
const table = businessCards.eur;
const base = defaultSelection(cards);

describe("rounding", () => {
  it("rounds half away from zero", () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(4n, 10n)).toBe(0n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(percentOf(1999, 2000)).toBe(400); // 399.8
    expect(percentOf(1, 5000)).toBe(1); // 0.5 → 1
  });
});

describe("priceJob", () => {
  it("prices 250 standard business cards at 19 € (5 € set-up + 250 × 5.6 c)", () => {
    expect(
      priceJob({ table, features: cards.features, selection: base, quantity: 250, priority: "standard" }),
    ).toEqual({
      pricedUnits: 250,
      centAmount: 1900,
    });
  });

  it("uses the band of the quantity for every unit (degressive)", () => {
    expect(bandUnitPrice(table, 249)).toBe(700);
    expect(bandUnitPrice(table, 250)).toBe(560);
    expect(bandUnitPrice(table, 100000)).toBe(150);
    const price = (quantity: number) =>
      priceJob({ table, features: cards.features, selection: base, quantity, priority: "standard" })
        .centAmount;
    expect(price(1000) / 1000).toBeLessThan(price(250) / 250);
  });

  it("adds per-unit, per-job and percent surcharges, then the speed surcharge", () => {
    const selection = { ...base, sides: "4-4", lamination: "matt" };
    // (5 € + 250 × 0.056 + 3 € + 250 × 0.012) × 1.25 = 31.25 €; express × 1.4 = 43.75 €
    expect(
      priceJob({ table, features: cards.features, selection, quantity: 250, priority: "standard" })
        .centAmount,
    ).toBe(3125);
    expect(
      priceJob({ table, features: cards.features, selection, quantity: 250, priority: "express" }).centAmount,
    ).toBe(4375);
    expect(
      priceJob({ table, features: cards.features, selection, quantity: 250, priority: "economy" }).centAmount,
    ).toBe(2813);
  });

  it("multiplies priced units by the labels per roll", () => {
    const labels = rollLabels.definition("en");
    const job = priceJob({
      table: rollLabels.eur,
      features: labels.features,
      selection: defaultSelection(labels),
      quantity: 2,
      priority: "standard",
    });
    expect(job.pricedUnits).toBe(1000);
    expect(job.centAmount).toBe(7500); // 25 € + 1000 × 5 c
  });

  it("is deterministic and refuses non-integer quantities", () => {
    const input = {
      table,
      features: cards.features,
      selection: base,
      quantity: 500,
      priority: "express" as const,
    };
    expect(priceJob(input)).toEqual(priceJob(input));
    expect(() => priceJob({ ...input, quantity: 1.5 })).toThrow(RangeError);
    expect(() => priceJob({ ...input, quantity: 0 })).toThrow(RangeError);
  });
});

describe("VAT", () => {
  it("knows the destination rates", () => {
    expect(VAT_RATES_BP).toMatchObject({
      FR: 2000,
      BE: 2100,
      LU: 1700,
      CH: 810,
      GB: 2000,
      IE: 2300,
      DE: 1900,
    });
    expect(vatRateBp("ch")).toBe(810);
    expect(vatRateBp("US")).toBeNull();
    expect(vatPercent(810)).toBe(8.1);
  });

  it("adds VAT rounded to the cent", () => {
    expect(withVat(1900, 2000)).toEqual({ amountExclTax: 1900, vatAmount: 380, amountInclTax: 2280 });
    expect(withVat(1999, 810)).toEqual({ amountExclTax: 1999, vatAmount: 162, amountInclTax: 2161 });
    expect(unitAmount(1900, 250)).toBe(8);
  });
});
