import { describe, expect, it } from "vitest";
import { cartCountFromAnswer } from "./cart-count";

describe("cartCountFromAnswer", () => {
  it("reads the count from a cart, or from the cart wrapped with a line id", () => {
    expect(cartCountFromAnswer("POST", "/api/v1/cart/", { id: "c", lineItemCount: 3 })).toBe(3);
    expect(
      cartCountFromAnswer("PUT", "/api/v1/cart/c/item/", { cart: { lineItemCount: 1 }, lineItemId: "l" }),
    ).toBe(1);
    expect(cartCountFromAnswer("POST", "/api/v1/quote/q1/cart/", { cart: { lineItemCount: 2 } })).toBe(2);
  });

  it("empties it when the cart became an order", () => {
    expect(cartCountFromAnswer("POST", "/api/v1/cart/c/checkout/", { id: "o", orderNumber: "PI-1" })).toBe(0);
  });

  it("ignores answers that are not a cart", () => {
    expect(cartCountFromAnswer("GET", "/api/v1/customer/", { lineItemCount: 4 })).toBeUndefined();
    expect(cartCountFromAnswer("POST", "/api/v1/cart/", { lineItemCount: -1 })).toBeUndefined();
    expect(cartCountFromAnswer("POST", "/api/v1/cart/", null)).toBeUndefined();
  });
});
