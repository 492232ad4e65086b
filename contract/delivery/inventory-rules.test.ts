import { describe, expect, it } from "vitest";
import { isBuyable, maxBuyableQuantity } from "./inventory-rules";

const stock = {
  immediateQuantity: 2400,
  futureAvailability: [
    { date: "2026-12-06", quantity: 3000 },
    { date: "2026-12-27", quantity: 1500 },
  ],
};

describe("isBuyable (spec §5)", () => {
  it("is buyable from stock on hand, up to and including all of it", () => {
    expect(isBuyable(stock, 1)).toBe(true);
    expect(isBuyable(stock, 2400)).toBe(true);
  });

  it("counts a future level only when it is available by the needed date (inclusive)", () => {
    expect(isBuyable(stock, 2500)).toBe(true);
    expect(isBuyable(stock, 2500, "2026-12-06")).toBe(true);
    expect(isBuyable(stock, 2500, "2026-12-05")).toBe(false);
  });

  it("does not add future levels to the stock on hand", () => {
    expect(isBuyable(stock, 3001)).toBe(false);
    expect(isBuyable(stock, 2401, "2026-12-27")).toBe(true);
  });

  it("is never buyable for a quantity that is not positive, or with no stock", () => {
    expect(isBuyable(stock, 0)).toBe(false);
    expect(isBuyable(stock, -5)).toBe(false);
    expect(isBuyable(stock, Number.NaN)).toBe(false);
    expect(isBuyable({ immediateQuantity: 0, futureAvailability: [] }, 1)).toBe(false);
  });
});

describe("maxBuyableQuantity", () => {
  it("is the largest level available by the date", () => {
    expect(maxBuyableQuantity(stock)).toBe(3000);
    expect(maxBuyableQuantity(stock, "2026-12-01")).toBe(2400);
    expect(maxBuyableQuantity({ immediateQuantity: -3, futureAvailability: [] })).toBe(0);
  });
});
