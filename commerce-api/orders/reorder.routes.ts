import { randomUUID } from "node:crypto";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { reorderBodySchema } from "#contract/orders/order.requests";
import { priceLineItem, requireCompleteArtwork } from "../cart/cart.pricing";
import { findCart } from "../cart/cart.repository";
import { requireOpenCart } from "../cart/cart.routes";
import { canWriteLineItem, MAX_LINE_ITEMS } from "../cart/cart.rules";
import { cartView } from "../cart/cart.view";
import { countLineItems, listLineItems, saveLineItem } from "../cart/cart-lines.repository";
import type { StoredLineItem } from "../cart/line-item";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { arrivalDateToday } from "../delivery/arrival-today";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { requireProduct } from "../product/product.service";
import { requireOwnOrder } from "./own-order";
import { fitsCart, linesToReorder, reorderPayload } from "./reorder.rules";

const cartFull = () =>
  new HttpError(409, "CART_ITEM_LIMIT", `A cart holds at most ${MAX_LINE_ITEMS} line items`);

/**
 * POST order/reorder (issue 36 §6, ADR 073): the order's lines, or the one named, into the customer's
 * open cart with the same configuration, design and files, priced today. All lines are priced before
 * any is saved, and they must all fit the 15-line cart: a half-copied order would confuse.
 */
async function reorder(context: RequestContext) {
  const body = await readJsonBody(context.request, reorderBodySchema);
  const { customer, order } = await requireOwnOrder(context, body.orderId);
  const cart = await requireOpenCart(context, body.cartId);
  if (cart.customer_id !== customer.id) throw notFound("CART_NOT_FOUND", `No cart ${body.cartId}`);
  const stored = (JSON.parse(order.order_json) as { lineItems?: StoredLineItem[] }).lineItems ?? [];
  const chosen = linesToReorder(stored, body.lineItemId);
  if (chosen.missing) throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.lineItemId}`);
  if (chosen.lines.length === 0)
    throw new HttpError(409, "REORDER_QUOTED", "A line from a custom quote needs a new quote");
  if (!fitsCart(await countLineItems(context.db, cart.id), chosen.lines.length, MAX_LINE_ITEMS))
    throw cartFull();
  const now = context.now().toISOString();
  const source = { orderId: order.id, orderNumber: order.order_number };
  const priced: StoredLineItem[] = [];
  for (const line of chosen.lines) {
    const payload = reorderPayload(line, source);
    const product = await requireProduct(context, payload.productId ?? line.productId).catch(() => {
      throw new HttpError(409, "REORDER_UNAVAILABLE", "A product of this order is no longer sold");
    });
    const repriced = await priceLineItem(context, cart, product, payload, {
      id: randomUUID(),
      createdAt: now,
    });
    // Today's arrival date, as the product page would have promised it (the old one is long past).
    const arrival = await arrivalDateToday(
      context,
      product.definition,
      repriced.selectedPriority,
      repriced.shipTo,
    );
    const item: StoredLineItem = { ...repriced, promisedArrivalDate: arrival };
    requireCompleteArtwork(item);
    priced.push(item);
  }
  for (const item of priced) {
    if (!(await saveLineItem(context.db, cart.id, item, now, canWriteLineItem))) throw cartFull();
  }
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return {
    cart: cartView(context.tenant, updated, await listLineItems(context.db, cart.id)),
    lines: priced.map((item, index) => ({
      lineItemId: item.id,
      previousTaxedCent: chosen.lines[index]?.taxedTotalPriceWithServices.centAmount ?? 0,
      taxedCent: item.taxedTotalPriceWithServices.centAmount,
      currencyCode: item.taxedTotalPriceWithServices.currencyCode,
    })),
    skippedQuoted: chosen.quoted,
  };
}

export const reorderRoutes: readonly RouteDefinition[] = [route(orderEndpoints.reorder, reorder)];
