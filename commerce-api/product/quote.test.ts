import { describe, expect, it } from "vitest";
import { flyers } from "../db/seed/catalogue/flyers";
import type { Promocode } from "../promocode/promocode.rules";
import { buildQuote, type QuoteInput } from "./quote";
import { defaultSelection } from "./selection";

const definition = flyers.definition("fr");
const now = new Date("2025-06-01T10:00:00Z");
const input: QuoteInput = {
  definition,
  table: flyers.eur,
  selection: defaultSelection(definition),
  quantities: [100, 1000],
  priorities: ["economy", "standard", "express"],
  vatRateBp: 2000,
  promocode: null,
  now,
  currency: "EUR",
};
const fixed: Promocode = {
  id: "promo-fr-moins15",
  code: "MOINS15",
  currencyCode: "EUR",
  discountType: "fixed",
  discountValue: 1500,
  minimumCentAmount: 5000,
  startsAt: null,
  endsAt: null,
  productKeys: null,
  customerId: null,
  singleUse: false,
  redeemedAt: null,
};

describe("buildQuote", () => {
  it("prices each quantity × priority with consistent VAT fields", () => {
    const { prices, promocode } = buildQuote(input);
    expect(promocode).toBeNull();
    expect(prices.map((row) => row.options.map((option) => option.deliveryKey))).toEqual([
      ["economy", "standard", "express"],
      ["economy", "standard", "express"],
    ]);
    for (const option of prices.flatMap((row) => row.options)) {
      expect(option.amountCentInclTax).toBe(option.amountCentExclTax + option.vatCentAmount);
      expect(option.amountExclTax).toBe(option.amountCentExclTax / 100);
      expect(option.originalAmountCentExclTax).toBe(option.amountCentExclTax);
      expect(option.vatRate).toBe(20);
      expect(option.promocode).toBeNull();
    }
    expect(buildQuote(input)).toEqual(buildQuote(input));
  });

  it("applies a promo only where its minimum is reached and keeps the original amounts", () => {
    const { prices, promocode } = buildQuote({ ...input, promocode: fixed });
    const small = prices[0]?.options[1];
    const large = prices[1]?.options[1];
    expect(small?.promocode).toBeNull(); // 100 flyers stay under 50 €
    expect(small?.amountCentExclTax).toBe(small?.originalAmountCentExclTax);
    expect(large?.promocode).toBe("MOINS15");
    expect(large?.amountCentExclTax).toBe((large?.originalAmountCentExclTax ?? 0) - 1500);
    expect(large?.originalAmountCentInclTax).toBeGreaterThan(large?.amountCentInclTax ?? Infinity);
    expect(promocode).toEqual({ id: fixed.id, code: "MOINS15", status: "valid", reason: null });
  });

  it("reports why a promo applies nowhere", () => {
    const expired = { ...fixed, endsAt: "2025-01-01T00:00:00Z" };
    expect(buildQuote({ ...input, promocode: expired }).promocode).toMatchObject({
      status: "generic_error",
      reason: "expired",
    });
  });
});
