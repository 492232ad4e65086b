import { cartEndpoints } from "#contract/cart/cart.endpoints";
import { cartPromocodeBodySchema } from "#contract/cart/cart.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { HttpError } from "../http/errors";
import { lookupPromocode, requireProduct } from "../product/product.service";
import { SERVICE_KEYS } from "../product/services";
import { normaliseCode } from "../promocode/promocode.rules";
import { priceLineItem } from "./cart.pricing";
import { findCart } from "./cart.repository";
import { requireOpenCart } from "./cart.routes";
import { cartView } from "./cart.view";
import { listLineItems } from "./cart-lines.repository";
import type { StoredLineItem } from "./line-item";
import { payloadFromStoredLine, withCoupon } from "./stored-line-payload";

/**
 * POST cart/{id}/promocode: one code for the whole cart (an empty code removes it). Every line is
 * re-priced on the server with the code; lines it doesn't apply to keep their price and say why.
 * An unknown code, or one that fits no line, changes nothing and answers 422 with the reason.
 */
async function applyCartPromocode(context: RequestContext) {
  const cart = await requireOpenCart(context, context.params.id ?? "");
  const { code: typed } = await readJsonBody(context.request, cartPromocodeBodySchema);
  const code = normaliseCode(typed);
  const items = await listLineItems(context.db, cart.id);
  if (code && (await lookupPromocode(context, code)) === null) {
    throw new HttpError(422, "PROMOCODE_INVALID", `Unknown promo code ${code}`, [
      { path: "code", code: "unknown_code", message: "unknown_code" },
    ]);
  }
  const repriced: StoredLineItem[] = [];
  for (const item of items) {
    // A quoted line keeps staff's price: no coupon on top of a negotiated price (ADR 026).
    if (item.quoteId) continue;
    const product = await requireProduct(context, item.productId);
    const payload = payloadFromStoredLine(item, withCoupon(item, SERVICE_KEYS.coupon, code));
    repriced.push(
      await priceLineItem(context, cart, product, payload, {
        id: item.id,
        createdAt: item.lineItemCreationTimestamp,
      }),
    );
  }
  const rejected = repriced.filter((item) => item.promocode && item.promocode.status !== "valid");
  if (code && items.length > 0 && rejected.length === repriced.length) {
    const reason = rejected[0]?.promocode?.reason ?? "generic_error";
    throw new HttpError(422, "PROMOCODE_NOT_APPLICABLE", `Promo code ${code} applies to no item`, [
      { path: "code", code: reason, message: reason },
    ]);
  }
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    for (const item of repriced) {
      await trx
        .updateTable("cart_line_items")
        .set({ line_item_json: JSON.stringify(item), updated_at: now })
        .where("id", "=", item.id)
        .where("cart_id", "=", cart.id)
        .execute();
    }
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cart.id).execute();
  });
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return {
    cart: cartView(context.tenant, updated, await listLineItems(context.db, cart.id)),
    promocode: code || null,
    appliedTo: repriced.filter((item) => item.promocode?.status === "valid").map((item) => item.id),
    notAppliedTo: rejected.map((item) => ({ lineItemId: item.id, reason: item.promocode?.reason ?? null })),
  };
}

export const cartPromocodeRoutes: readonly RouteDefinition[] = [
  route(cartEndpoints.applyPromocode, applyCartPromocode),
];
