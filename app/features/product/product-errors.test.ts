import { describe, expect, it } from "vitest";
import { isPriceUnavailable, TOPIC_UNAVAILABLE } from "./product-errors";

describe("isPriceUnavailable", () => {
  it("is the price service failing, not a price refused for the selection or another topic failing", () => {
    const message = TOPIC_UNAVAILABLE["price-quote"];
    expect(isPriceUnavailable({ topic: "price-quote", message, unavailable: true })).toBe(true);
    expect(isPriceUnavailable({ topic: "price-quote", message: "Prices list is empty!" })).toBe(false);
    expect(isPriceUnavailable({ topic: "deliveries", message, unavailable: true })).toBe(false);
  });
});
