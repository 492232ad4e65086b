import { describe, expect, it } from "vitest";
import { settleEdit } from "./order-edit.rules";

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
