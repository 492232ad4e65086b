import { describe, expect, it } from "vitest";
import { walletPlan } from "./wallet-plan";

describe("wallet plan at checkout", () => {
  it("pays the whole order and says what stays in the wallet", () => {
    expect(walletPlan(25_000, 8_988)).toEqual({ kind: "covers", paysCent: 8_988, balanceAfterCent: 16_012 });
  });

  it("pays an order of exactly the balance and leaves the wallet empty, nothing due", () => {
    expect(walletPlan(8_988, 8_988)).toEqual({ kind: "covers", paysCent: 8_988, balanceAfterCent: 0 });
  });

  it("uses up a short balance and leaves the rest due by transfer", () => {
    expect(walletPlan(5_000, 8_988)).toEqual({ kind: "short", paysCent: 5_000, dueCent: 3_988 });
  });

  it("can't pay from an empty wallet", () => {
    expect(walletPlan(0, 8_988)).toEqual({ kind: "empty" });
  });
});
