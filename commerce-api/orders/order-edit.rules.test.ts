import { describe, expect, it } from "vitest";
import type { LineItemPayload } from "#contract/cart/cart.requests";
import { discountLost, settleEdit, withOrderedCode } from "./order-edit.rules";

describe("settling an edited order", () => {
  it("asks for the difference when the edit costs more than what was paid", () => {
    expect(settleEdit(10000, 12500)).toEqual({
      paidCent: 10000,
      additionalPaymentCent: 2500,
      walletIncreaseCent: 0,
    });
    expect(settleEdit(0, 12500)).toEqual({
      paidCent: 0,
      additionalPaymentCent: 12500,
      walletIncreaseCent: 0,
    });
  });

  it("credits the wallet when a paid order gets cheaper, and nothing when it was unpaid", () => {
    expect(settleEdit(10000, 7000)).toEqual({
      paidCent: 7000,
      additionalPaymentCent: 0,
      walletIncreaseCent: 3000,
    });
    expect(settleEdit(0, 7000)).toEqual({ paidCent: 0, additionalPaymentCent: 7000, walletIncreaseCent: 0 });
  });
});

describe("the code an edited line keeps", () => {
  const line = (code: string | null, couponCent: number) =>
    ({
      promocode: code ? { code, status: "valid", reason: null } : null,
      services: couponCent
        ? [{ key: "coupon", unitPrice: { centAmount: -couponCent, currencyCode: "EUR" } }]
        : [],
    }) as never;

  it("replaces whatever coupon the edit sent with the line's own code", () => {
    const payload: LineItemPayload = {
      productId: "fr-business-cards",
      quantity: 500,
      merchantInfo: { selectedAttributes: {} },
      services: [{ key: "fileCheck" }, { key: "coupon", serviceAttributes: { inputText: "AUTRE" } }],
    };
    expect(withOrderedCode(payload, "MERCI15").services).toEqual([
      { key: "fileCheck" },
      { key: "coupon", serviceAttributes: { inputText: "MERCI15" } },
    ]);
    expect(withOrderedCode(payload, null).services).toEqual([{ key: "fileCheck" }]);
  });

  it("names a discount lost, with its reason and amount, and nothing when it is kept", () => {
    const rejected = {
      promocode: { code: "MERCI15", status: "generic_error", reason: "minimum_not_reached" },
      services: [],
    } as never;
    expect(discountLost(line("MERCI15", 432), rejected)).toEqual({
      code: "MERCI15",
      reason: "minimum_not_reached",
      amountCent: 432,
    });
    expect(discountLost(line("MERCI15", 432), line("MERCI15", 600))).toBeNull();
    expect(discountLost(line(null, 0), rejected)).toBeNull();
  });
});
