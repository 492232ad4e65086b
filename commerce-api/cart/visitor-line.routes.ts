import { randomUUID } from "node:crypto";
import { newCartLineBodySchema } from "#contract/cart/cart.requests";
import type { RequestContext } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { resolveCountry, resolveCurrency } from "../product/product.service";
import { type CartRow, findAnonymousCart } from "./cart.repository";
import { canWriteLineItem, MAX_LINE_ITEMS } from "./cart.rules";
import { cartView } from "./cart.view";
import { saveLineItem } from "./cart-lines.repository";
import type { StoredLineItem } from "./line-item";
import { readyLine } from "./ready-line";
import { createCartWithLine } from "./visitor-line.repository";

/**
 * POST cart/item: an anonymous visitor's line, put into their open cart, which the same call creates when
 * they have none (ADR 110): POST cart and PUT cart/{id}/item in one call. `forceCreate` (a visitor id its
 * caller has just minted) looks nothing up. A new cart is committed with its line in one transaction, under
 * the owner's lock (ADR 053), so two first adds at once end in one cart; a refused line leaves no cart. A
 * customer's line goes into their own cart (POST cart, then PUT cart/{id}/item), never a visitor's.
 */
export async function openCartWithLine(context: RequestContext) {
  if (context.request.headers.has("authorization"))
    throw badRequest("CUSTOMER_CART", "A customer's line goes into their open cart (PUT cart/{id}/item)");
  const body = await readJsonBody(context.request, newCartLineBodySchema);
  if (body.lineItem.lineItemId)
    throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.lineItem.lineItemId}`);
  const now = context.now().toISOString();
  const { tenant } = context;
  const open = body.cart.forceCreate
    ? undefined
    : await findAnonymousCart(context.db, tenant.key, body.cart.anonymousUserId);
  if (open) return addToOpenCart(context, open, body.lineItem, now);
  const cart: CartRow = {
    id: randomUUID(),
    tenant_key: tenant.key,
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
  const madeMeanwhile = await createCartWithLine(context.db, cart, item, now, !body.cart.forceCreate);
  // Another add of this visitor opened their cart first: the line goes there, as a later add's would.
  if (madeMeanwhile) return addToOpenCart(context, madeMeanwhile, body.lineItem, now);
  return { cart: cartView(tenant, cart, [item]), lineItemId: item.id };
}

/** The line added to the visitor's open cart, under the line limit, as PUT cart/{id}/item adds it. */
async function addToOpenCart(
  context: RequestContext,
  cart: CartRow,
  payload: Parameters<typeof readyLine>[2],
  now: string,
) {
  const item: StoredLineItem = await readyLine(context, cart, payload, undefined);
  const saved = await saveLineItem(context.db, cart.id, item, now, canWriteLineItem);
  if (!saved)
    throw new HttpError(409, "CART_ITEM_LIMIT", `A cart holds at most ${MAX_LINE_ITEMS} line items`);
  return { cart: cartView(context.tenant, saved.cart, saved.items), lineItemId: item.id };
}
