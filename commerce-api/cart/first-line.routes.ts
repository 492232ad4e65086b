import { randomUUID } from "node:crypto";
import { newCartLineBodySchema } from "#contract/cart/cart.requests";
import type { RequestContext } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { resolveCountry, resolveCurrency } from "../product/product.service";
import type { CartRow } from "./cart.repository";
import { cartView } from "./cart.view";
import { createCartWithLine } from "./first-line.repository";
import { readyLine } from "./ready-line";

/**
 * POST cart/item: a new cart of an anonymous visitor and its first line, written in one transaction
 * (ADR 110). For a visitor id its caller has just minted: nothing can own a cart of it yet, so nothing is
 * looked up (like POST cart's forceCreate, ADR 105). A line that is refused leaves no cart behind. A
 * customer's line goes into their own cart (POST cart, then PUT cart/{id}/item), never a new one.
 */
export async function openCartWithLine(context: RequestContext) {
  if (context.request.headers.has("authorization"))
    throw badRequest("CUSTOMER_CART", "A customer's line goes into their open cart (PUT cart/{id}/item)");
  const body = await readJsonBody(context.request, newCartLineBodySchema);
  if (body.lineItem.lineItemId)
    throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.lineItem.lineItemId}`);
  const now = context.now().toISOString();
  const cart: CartRow = {
    id: randomUUID(),
    tenant_key: context.tenant.key,
    anonymous_user_id: body.cart.anonymousUserId,
    customer_id: null,
    currency_code: resolveCurrency(context, body.cart.currency),
    country: resolveCountry(context, body.cart.country).country,
    locale: body.cart.locale,
    created_at: now,
    updated_at: now,
    checked_out_at: null,
  };
  const item = await readyLine(context, cart, body.lineItem, undefined);
  await createCartWithLine(context.db, cart, item, now);
  return { cart: cartView(context.tenant, cart, [item]), lineItemId: item.id };
}
