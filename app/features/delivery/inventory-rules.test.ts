import { describe, expect, it } from "vitest";
import { isBuyable } from "./inventory-rules";

const stock = {
  hasInventory: true,
  immediateQuantity: 2400,
  futureAvailability: [
    { date: "2026-12-06", quantity: 3000 },
    { date: "2026-12-27", quantity: 1500 },
  ],
};

describe("isBuyable", () => {
  it("is buyable from stock on hand", () => {
    expect(isBuyable(stock, 2400)).toBe(true);
  });

  it("counts on a future batch only if it arrives in time", () => {
    expect(isBuyable(stock, 2500)).toBe(true);
    expect(isBuyable(stock, 2500, "2026-12-10")).toBe(true);
    expect(isBuyable(stock, 2500, "2026-12-01")).toBe(false);
  });

  it("is not buyable above every batch", () => {
    expect(isBuyable(stock, 3001)).toBe(false);
  });
});
