import { describe, expect, it } from "vitest";
import {
  amountsDue,
  canTransition,
  isBeforeProduction,
  isDeferredPayment,
  orderNumber,
  transferReference,
} from "./orders.rules";

describe("order rules", () => {
  it("numbers orders per tenant and year, zero-padded", () => {
    expect(orderNumber("PR", 2026, 42)).toBe("PR-2026-000042");
    expect(transferReference("PR-2026-000042")).toBe("PR2026000042");
  });

  it("keeps what is still to pay between zero and the total", () => {
    expect(amountsDue(12000, 0)).toEqual({ currentOrderAlreadyPaid: 0, currentOrderAmountStillToPay: 12000 });
    expect(amountsDue(12000, 5000)).toEqual({
      currentOrderAlreadyPaid: 5000,
      currentOrderAmountStillToPay: 7000,
    });
    expect(amountsDue(12000, 99999)).toEqual({
      currentOrderAlreadyPaid: 12000,
      currentOrderAmountStillToPay: 0,
    });
  });

  it("treats a bank transfer as a deferred payment", () => {
    expect(isDeferredPayment("bank_transfer")).toBe(true);
  });
});

describe("order lifecycle", () => {
  it("moves forward through production and can be cancelled only before it", () => {
    expect(canTransition("awaiting_payment", "awaiting_artwork")).toBe(true);
    expect(canTransition("file_check", "awaiting_artwork")).toBe(false);
    expect(canTransition("awaiting_payment", "cancelled")).toBe(true);
    expect(canTransition("in_production", "cancelled")).toBe(false);
    expect(canTransition("shipped", "awaiting_payment")).toBe(false);
    expect(canTransition("cancelled", "awaiting_payment")).toBe(false);
    expect(isBeforeProduction("file_check")).toBe(true);
    expect(isBeforeProduction("in_production")).toBe(false);
  });
});
