import type { z } from "zod";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { CheckoutBody } from "#contract/orders/order.requests";
import type { placedOrderSchema } from "#contract/orders/order.schemas";
import { UpstreamUnavailableError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { rememberCreated } from "./last-order";

/**
 * Placing an order survives a slow upstream (issue 12 §10). Every checkout call carries an
 * Idempotency-Key kept in the session with its cart: when the answer doesn't come in time the
 * call is replayed once with the same key, and a shopper who comes back to checkout after a
 * timeout (their cart now empty, the order placed) is sent to that order's order-sent page
 * instead of an empty cart.
 */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The key of this cart's checkout: the same one for every retry of the same cart. */
export function checkoutKey(state: RequestState, cartId: string): string {
  const pending = state.session.pendingCheckout;
  const key = pending?.cartId === cartId ? pending.key : crypto.randomUUID();
  state.session.pendingCheckout = { cartId, key };
  return key;
}

/** POST cart/{id}/checkout/, replayed once with the same key when the upstream didn't answer. */
export async function placeOrder(
  state: RequestState,
  cartId: string,
  body: CheckoutBody,
): Promise<PlacedOrder> {
  const idempotencyKey = checkoutKey(state, cartId);
  const call = () =>
    state.api.call(orderEndpoints.checkout, {
      params: { id: cartId },
      body,
      idempotencyKey,
    });
  let placed: PlacedOrder;
  try {
    placed = await call();
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    placed = await call();
  }
  settle(state, placed);
  return placed;
}

/**
 * After a checkout that never answered: the order it placed, if it placed one. The replay needs no
 * body (the key finds the order); without an order the upstream refuses it and nothing happens.
 */
export async function recoverPendingCheckout(state: RequestState): Promise<PlacedOrder | null> {
  const pending = state.session.pendingCheckout;
  if (!pending || !state.auth) return null;
  try {
    const placed = await state.api.call(orderEndpoints.checkout, {
      params: { id: pending.cartId },
      body: {},
      idempotencyKey: pending.key,
    });
    settle(state, placed);
    return placed;
  } catch {
    // No order behind the key (or the upstream is still away): forget it, the cart screen explains.
    state.session.pendingCheckout = null;
    return null;
  }
}

function settle(state: RequestState, placed: PlacedOrder): void {
  state.session = {
    ...state.session,
    ...rememberCreated(state.session, placed),
    pendingCheckout: null,
    // The customer has ordered now: a "new customers" banner no longer targets them.
    clientFlag: state.session.clientFlag === null ? null : "oldClient",
  };
}
