import { describe, expect, it } from "vitest";
import { CONNECTION_LOST_MESSAGE, stalePricesOf, TOPIC_UNAVAILABLE } from "./product-errors";

describe("stalePricesOf", () => {
  it("is the price service failing, not a price refused for the selection or another topic failing", () => {
    const message = TOPIC_UNAVAILABLE["price-quote"];
    expect(stalePricesOf([{ topic: "price-quote", message, unavailable: true }])).toBe("unavailable");
    expect(stalePricesOf([{ topic: "price-quote", message: "Prices list is empty!" }])).toBeNull();
    expect(stalePricesOf([{ topic: "deliveries", message, unavailable: true }])).toBeNull();
  });

  it("tells a re-quote that never reached the shop from a failing price service", () => {
    const lost = { topic: "price-quote" as const, message: CONNECTION_LOST_MESSAGE, unavailable: true };
    expect(stalePricesOf([lost])).toBe("offline");
  });
});
