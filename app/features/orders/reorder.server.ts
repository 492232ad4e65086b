import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { ReorderBody } from "#contract/orders/order.requests";
import { visitorCart } from "~/features/product/product-api.server";
import { ApiError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";

/** Why a reorder was refused, as the order page says it. */
const REFUSALS: Record<string, string> = {
  CART_ITEM_LIMIT: "orders:reorder.full",
  REORDER_QUOTED: "orders:reorder.quoted",
  REORDER_UNAVAILABLE: "orders:reorder.unavailable",
};

/**
 * "Order again" (issue 36 §6, ADR 073): the order's lines, or one, into the visitor's cart at today's
 * prices; on to the cart, whose lines say how today's price compares with last time's.
 */
export async function reorderAction(state: RequestState, input: Omit<ReorderBody, "cartId">) {
  const cart = await visitorCart(state);
  const result = await expectRefusals([400, 404, 409], () =>
    state.api.call(orderEndpoints.reorder, {
      body: { ...input, cartId: cart.id } satisfies ReorderBody,
    }),
  );
  if (result instanceof ApiError) {
    const error = REFUSALS[result.code] ?? "orders:reorder.refused";
    return refused(formError(error), result.status === 404 ? 404 : 409);
  }
  const cartPath = state.shop.links.cart ?? "/";
  return redirect(`${cartPath}?${new URLSearchParams({ reordered: String(result.lines.length) })}`, 303);
}
