import { randomUUID } from "node:crypto";
import type { RequestContext, RouteDefinition } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { requireProduct, resolveCountry, resolveCurrency } from "../product/product.service";
import { createCartSchema, lineItemPayloadSchema } from "./cart.input";
import { priceLineItem } from "./cart.pricing";
import { findAnonymousCart, findCart, insertCart, listLineItems, saveLineItem } from "./cart.repository";
import { canWriteLineItem, MAX_LINE_ITEMS } from "./cart.rules";
import { toCartView } from "./cart.view";

/**
 * POST cart: the anonymous visitor's cart (created when missing or when forceCreate). Customer
 * carts will be found by customer_id once login merges carts (the column is the seam).
 */
async function createCart(context: RequestContext) {
  const body = await readJsonBody(context.request, createCartSchema);
  const currency = resolveCurrency(context, body.currency);
  const { country } = resolveCountry(context, body.country);
  if (!body.forceCreate) {
    const existing = await findAnonymousCart(context.db, context.tenant.key, body.anonymousUserId);
    if (existing) return toCartView(existing, await listLineItems(context.db, existing.id));
  }
  const now = context.now().toISOString();
  const cart = {
    id: randomUUID(),
    tenant_key: context.tenant.key,
    anonymous_user_id: body.anonymousUserId,
    customer_id: null,
    currency_code: currency,
    country,
    locale: body.locale ?? context.tenant.locale,
    created_at: now,
    updated_at: now,
  };
  await insertCart(context.db, cart);
  return toCartView(cart, []);
}

/** PUT cart/{id}/item: adds a line item, or replaces the one named by lineItemId (edit mode). */
async function putLineItem(context: RequestContext) {
  const cartId = context.params.id ?? "";
  const cart = await findCart(context.db, context.tenant.key, cartId);
  if (!cart) throw notFound("CART_NOT_FOUND", `No cart ${cartId}`);
  const payload = await readJsonBody(context.request, lineItemPayloadSchema);
  const items = await listLineItems(context.db, cart.id);
  const existing = payload.lineItemId ? items.find((item) => item.id === payload.lineItemId) : undefined;
  if (payload.lineItemId && !existing)
    throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${payload.lineItemId}`);
  const productId = payload.productId ?? payload.mcpSku;
  if (!productId) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path: "productId", code: "invalid_type", message: "productId or mcpSku is required" },
    ]);
  }
  const product = await requireProduct(context, productId);
  const now = context.now().toISOString();
  const item = await priceLineItem(context, cart, product, payload, {
    id: existing?.id ?? randomUUID(),
    createdAt: existing?.lineItemCreationTimestamp ?? now,
  });
  if (!(await saveLineItem(context.db, cart.id, item, now, canWriteLineItem))) {
    throw new HttpError(409, "CART_ITEM_LIMIT", `A cart holds at most ${MAX_LINE_ITEMS} line items`);
  }
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return { cart: toCartView(updated, await listLineItems(context.db, cart.id)), lineItemId: item.id };
}

export const cartRoutes: readonly RouteDefinition[] = [
  { method: "POST", path: "/api/v1/cart", handler: createCart },
  { method: "PUT", path: "/api/v1/cart/:id/item", handler: putLineItem },
];
