import { describe, expect, it } from "vitest";
import { checkPromocode, discountFor, normaliseCode, type Promocode } from "./promocode.rules";

const now = new Date("2025-06-01T10:00:00Z");
const percent: Promocode = {
  id: "p1",
  code: "WELCOME10",
  currencyCode: null,
  discountType: "percent",
  discountValue: 1000,
  minimumCentAmount: 0,
  startsAt: "2025-01-01T00:00:00Z",
  endsAt: "2025-12-31T00:00:00Z",
  productKeys: null,
  customerId: null,
  singleUse: false,
  redeemedAt: null,
};
const fixed: Promocode = {
  ...percent,
  id: "p2",
  code: "SAVE15",
  currencyCode: "EUR",
  discountType: "fixed",
  discountValue: 1500,
  minimumCentAmount: 10000,
};

describe("checkPromocode", () => {
  it("lets only its owner use a personal code, and only once when it is single-use", () => {
    const welcome: Promocode = { ...percent, code: "BIENVENUE-K7Q2XR", customerId: "c1", singleUse: true };
    expect(checkPromocode(welcome, { now, currency: "EUR", customerId: "c1" })).toEqual({ ok: true });
    expect(checkPromocode(welcome, { now, currency: "EUR", customerId: "c2" })).toEqual({
      ok: false,
      reason: "personal_code",
    });
    expect(checkPromocode(welcome, { now, currency: "EUR", customerId: null })).toEqual({
      ok: false,
      reason: "personal_code",
    });
    expect(
      checkPromocode(
        { ...welcome, redeemedAt: "2025-05-01T00:00:00Z" },
        { now, currency: "EUR", customerId: "c1" },
      ),
    ).toEqual({ ok: false, reason: "already_used" });
  });
  it("accepts a code inside its window", () => {
    expect(checkPromocode(percent, { now, currency: "GBP" })).toEqual({ ok: true });
  });
  it("rejects outside the date window", () => {
    expect(checkPromocode(percent, { now: new Date("2024-12-31T00:00:00Z"), currency: "EUR" })).toEqual({
      ok: false,
      reason: "not_started",
    });
    expect(checkPromocode(percent, { now: new Date("2025-12-31T00:00:00Z"), currency: "EUR" })).toEqual({
      ok: false,
      reason: "expired",
    });
  });
  it("checks currency, product and minimum", () => {
    expect(checkPromocode(fixed, { now, currency: "GBP" })).toEqual({
      ok: false,
      reason: "currency_mismatch",
    });
    expect(checkPromocode(fixed, { now, currency: "EUR", amountExclTax: 9999 })).toEqual({
      ok: false,
      reason: "minimum_not_reached",
    });
    expect(checkPromocode(fixed, { now, currency: "EUR", amountExclTax: 10000 })).toEqual({ ok: true });
    expect(
      checkPromocode({ ...percent, productKeys: ["flyers"] }, { now, currency: "EUR", productKey: "pens" }),
    ).toEqual({
      ok: false,
      reason: "product_not_eligible",
    });
  });
});

describe("discountFor", () => {
  it("computes percent and fixed discounts, never above the amount", () => {
    expect(discountFor(percent, 1905)).toBe(191); // 190.5 → 191
    expect(discountFor(fixed, 12000)).toBe(1500);
    expect(discountFor(fixed, 1000)).toBe(1000);
  });
  it("normalises typed codes", () => {
    expect(normaliseCode("  welcome10 ")).toBe("WELCOME10");
    expect(normaliseCode("   ")).toBe("");
  });
});
