import { describe, expect, it } from "vitest";
import { mainRoute, planRefund } from "./refund.rules";

describe("refunds of a cancelled order", () => {
  it("sends a card or PayPal payment back through the provider it came from", () => {
    const parts = planRefund({
      paidCent: 2988,
      walletCent: 0,
      hasWallet: false,
      intents: [{ id: "pi_1", method: "paypal", amountCent: 2988 }],
    });
    expect(parts).toEqual([{ route: "provider", method: "paypal", intentId: "pi_1", amountCent: 2988 }]);
    expect(mainRoute(parts)?.method).toBe("paypal");
  });

  it("gives a premium account everything back in its wallet", () => {
    expect(
      planRefund({
        paidCent: 5000,
        walletCent: 1000,
        hasWallet: true,
        intents: [{ id: "pi_1", method: "card", amountCent: 4000 }],
      }),
    ).toEqual([{ route: "wallet", method: "wallet", intentId: null, amountCent: 5000 }]);
  });

  it("returns the wallet's share to the wallet and a transfer by transfer", () => {
    expect(planRefund({ paidCent: 5000, walletCent: 1200, hasWallet: false, intents: [] })).toEqual([
      { route: "wallet", method: "wallet", intentId: null, amountCent: 1200 },
      { route: "transfer", method: "bank_transfer", intentId: null, amountCent: 3800 },
    ]);
  });

  it("refunds nothing on an unpaid order", () => {
    expect(planRefund({ paidCent: 0, walletCent: 0, hasWallet: true, intents: [] })).toEqual([]);
    expect(mainRoute([])).toBeNull();
  });
});
