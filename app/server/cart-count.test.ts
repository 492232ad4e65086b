import { describe, expect, it } from "vitest";
import { cartFromAnswer } from "./cart-count";

describe("cartFromAnswer: the count", () => {
  it("reads the count from a cart, or from the cart wrapped with a line id", () => {
    expect(cartFromAnswer("POST", "/api/v1/cart/", { id: "c", lineItemCount: 3 })?.count).toBe(3);
    expect(
      cartFromAnswer("PUT", "/api/v1/cart/c/item/", { cart: { lineItemCount: 1 }, lineItemId: "l" })?.count,
    ).toBe(1);
    expect(cartFromAnswer("POST", "/api/v1/quote/q1/cart/", { cart: { lineItemCount: 2 } })?.count).toBe(2);
  });

  it("empties it when the cart became an order", () => {
    expect(cartFromAnswer("POST", "/api/v1/cart/c/checkout/", { id: "o", orderNumber: "PI-1" })?.count).toBe(
      0,
    );
  });

  it("ignores answers that are not a cart", () => {
    expect(cartFromAnswer("GET", "/api/v1/customer/", { lineItemCount: 4 })?.count).toBeUndefined();
    expect(cartFromAnswer("POST", "/api/v1/cart/", { lineItemCount: -1 })?.count).toBeUndefined();
    expect(cartFromAnswer("POST", "/api/v1/cart/", null)?.count).toBeUndefined();
  });
});

describe("cartFromAnswer", () => {
  it("keeps the cart's id with its count, and forgets it once the cart became an order", () => {
    expect(cartFromAnswer("POST", "/api/v1/cart/", { id: "cart-1", lineItemCount: 2 })).toEqual({
      id: "cart-1",
      count: 2,
    });
    expect(cartFromAnswer("POST", "/api/v1/cart/cart-1/checkout/", { id: "o" })).toEqual({
      id: null,
      count: 0,
    });
  });

  it("does not keep an id that could not be one", () => {
    expect(cartFromAnswer("POST", "/api/v1/cart/", { id: "a b\n", lineItemCount: 1 })).toEqual({
      id: null,
      count: 1,
    });
  });
});
