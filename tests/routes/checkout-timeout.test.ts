import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CheckoutBody } from "#contract/orders/order.requests";
import { placeOrder, recoverPendingCheckout } from "../../app/features/cart/checkout-placement.server";
import { UpstreamUnavailableError } from "../../app/server/api/errors";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import {
  cartWithLine,
  customerWithAddresses,
  type Send,
  sender,
  signIn,
} from "../integration/orders-fixture";
import { requestContext, slow } from "../support/request-harness";

/**
 * Issue 12 §10: a checkout slower than the storefront's timeout. The order is created upstream
 * while the storefront gave up; the shopper must still land on that order, never on an empty
 * cart, and no second order may appear.
 */
let api: TestApi;
let send: Send;
let token: string;
beforeAll(async () => {
  api = await createTestApi();
  send = sender(() => api);
  token = await signIn(send, "marie.dupont@example.com");
});
afterAll(() => api.dispose());

async function cartWithOneLine() {
  const customer = await customerWithAddresses(send, token);
  const { cartId } = await cartWithLine(send, token);
  const body: CheckoutBody = {
    sender_type: "default",
    user_notes: { invoiceRequested: true },
    shippingAddressId: customer.customerAddresses.defaultShippingAddressId ?? "",
    billingAddressId: customer.customerAddresses.defaultBillingAddressId ?? "",
  };
  return { cartId, body };
}

async function orderCount(): Promise<number> {
  return (dataOf(await send(token, "GET", "/api/v1/orders?limit=100")) as { orders: unknown[] }).orders
    .length;
}

describe("checkout slower than the timeout", () => {
  it("replays the call with its key and answers the order placed, only one", async () => {
    const { cartId, body } = await cartWithOneLine();
    const before = await orderCount();
    // The first answer arrives after the storefront gave up; the order exists regardless.
    const { state } = await requestContext(api.api, {
      accessToken: token,
      timeoutMs: 200,
      wrap: slow(/\/checkout\/$/, 600, 1),
    });
    const placed = await placeOrder(state, cartId, body);
    expect(placed.orderNumber).toMatch(/^PI/);
    expect(await orderCount()).toBe(before + 1);
    expect(state.session.lastCreatedOrderId).toBe(placed.id);
    expect(state.session.pendingCheckout).toBeNull();
  });

  it("when even the replay times out, coming back to checkout finds the order", async () => {
    const { cartId, body } = await cartWithOneLine();
    const before = await orderCount();
    const { state } = await requestContext(api.api, {
      accessToken: token,
      timeoutMs: 200,
      wrap: slow(/\/checkout\/$/, 600, 2),
    });
    await expect(placeOrder(state, cartId, body)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(state.session.pendingCheckout?.cartId).toBe(cartId);

    // The next request (the shopper reloads checkout): the session still holds the key.
    const next = await requestContext(api.api, { accessToken: token });
    next.state.session.pendingCheckout = state.session.pendingCheckout;
    const recovered = await recoverPendingCheckout(next.state);
    expect(recovered?.orderNumber).toMatch(/^PI/);
    expect(next.state.session.lastCreatedOrderId).toBe(recovered?.id);
    expect(await orderCount()).toBe(before + 1);
  });

  it("a key that placed nothing is forgotten and creates nothing", async () => {
    const { cartId } = await cartWithOneLine();
    const before = await orderCount();
    const { state } = await requestContext(api.api, { accessToken: token });
    state.session.pendingCheckout = { cartId, key: crypto.randomUUID() };
    expect(await recoverPendingCheckout(state)).toBeNull();
    expect(state.session.pendingCheckout).toBeNull();
    expect(await orderCount()).toBe(before);
  });
});
