import { randomUUID } from "node:crypto";
import { cartEndpoints } from "#contract/cart/cart.endpoints";
import {
  cartItemRefBodySchema,
  createCartSchema,
  duplicateItemBodySchema,
  lineItemPayloadSchema,
} from "#contract/cart/cart.requests";
import { accessClaims, claimsIfSent, optionalCustomer, sessionCustomer } from "../accounts/sessions";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { handOverDesigns } from "../design/design.repository";
import { readJsonBody } from "../http/body";
import { HttpError, notFound } from "../http/errors";
import { resolveCountry, resolveCurrency } from "../product/product.service";
import {
  type CartRow,
  createOpenCart,
  findAnonymousCart,
  findCart,
  findCartForSession,
  findCustomerCart,
  handOverCart,
} from "./cart.repository";
import { canWriteLineItem, MAX_LINE_ITEMS } from "./cart.rules";
import { cartView } from "./cart.view";
import { cartAddresses } from "./cart-addresses.repository";
import {
  deleteLineItem,
  duplicateLineItem,
  findLineItem,
  listLineItems,
  saveLineItem,
} from "./cart-lines.repository";
import { readCustomerCart } from "./customer-cart.repository";
import { readyLine } from "./ready-line";
import { openCartWithLine } from "./visitor-line.routes";

/**
 * POST cart: the visitor's open cart, created when missing (or when forceCreate). With a bearer it
 * is the customer's cart, and the anonymous cart of `anonymousUserId` is handed over to it first
 * (spec §4: stored, then created or fetched).
 */
async function createCart(context: RequestContext) {
  const body = await readJsonBody(context.request, createCartSchema);
  const currency = resolveCurrency(context, body.currency);
  const { country } = resolveCountry(context, body.country);
  const claims = context.request.headers.has("authorization") ? await accessClaims(context) : null;
  const now = context.now().toISOString();
  const tenantKey = context.tenant.key;
  if (!body.forceCreate && claims) {
    // Nearly every signed-in page view: an open cart and nothing of the visit to hand over, read in one
    // query with the session check (a round trip each on PostgreSQL, ADR 095).
    const read = await readCustomerCart(context.db, tenantKey, claims, body.anonymousUserId);
    if (read && !read.waiting)
      return { ...cartView(context.tenant, read.cart, read.items), ...read.addresses };
  }
  // Nothing read: no open cart, something to hand over, or a session that has ended (refused here).
  const customer = claims ? await sessionCustomer(context, claims) : null;
  if (!body.forceCreate) {
    const anonymous = await findAnonymousCart(context.db, tenantKey, body.anonymousUserId);
    if (customer) {
      // The visit's online designs follow the visitor into the account, like the cart.
      await handOverDesigns(context.db, tenantKey, body.anonymousUserId, customer.id);
      let cart = await findCustomerCart(context.db, tenantKey, customer.id);
      // Read again only when the hand-over changed it (every signed-in page view asks for the cart).
      if (anonymous && anonymous.id !== cart?.id) {
        await handOverCart(context.db, anonymous, customer.id, cart, MAX_LINE_ITEMS, now);
        cart = await findCustomerCart(context.db, tenantKey, customer.id);
      }
      if (cart) return openCartView(context, cart, { withAddresses: true });
    } else if (anonymous) {
      return openCartView(context, anonymous, { withAddresses: false });
    }
  }
  const created = {
    id: randomUUID(),
    tenant_key: tenantKey,
    anonymous_user_id: customer ? null : body.anonymousUserId,
    customer_id: customer?.id ?? null,
    currency_code: currency,
    country,
    locale: body.locale ?? context.tenant.locale,
    created_at: now,
    updated_at: now,
    checked_out_at: null,
  };
  const cart = await createOpenCart(context.db, created, !body.forceCreate);
  if (cart === created) return cartView(context.tenant, cart, []);
  // Another call made the owner's cart in the meantime: answer with it, as a later call would.
  return openCartView(context, cart, { withAddresses: customer !== null });
}

/** An existing cart with its lines; a customer's also carries the addresses chosen for it (PATCH cart/{id}/item/address/). */
async function openCartView(
  context: RequestContext,
  cart: CartRow,
  { withAddresses }: { withAddresses: boolean },
) {
  const view = cartView(context.tenant, cart, await listLineItems(context.db, cart.id));
  return withAddresses ? { ...view, ...(await cartAddresses(context.db, cart.id)) } : view;
}

/**
 * A cart by id, for its owner only: a customer's cart needs that customer's bearer, and a closed
 * (checked out) cart takes no more changes. Anonymous carts are reached by their unguessable id,
 * which the storefront never shows.
 */
export async function requireOpenCart(context: RequestContext, cartId: string) {
  // The cart and its customer's session in one read (ADR 095); any doubt takes the separate lookup,
  // which refuses as before (a bad token, an ended session: 401; someone else's cart: 404).
  const found = await findCartForSession(context.db, context.tenant.key, cartId, await claimsIfSent(context));
  if (!found) throw notFound("CART_NOT_FOUND", `No cart ${cartId}`);
  const { cart } = found;
  if (cart.customer_id && !found.sessionOpen) {
    const customer = await optionalCustomer(context);
    if (customer?.id !== cart.customer_id) throw notFound("CART_NOT_FOUND", `No cart ${cartId}`);
  }
  if (cart.checked_out_at) throw new HttpError(409, "CART_CHECKED_OUT", "This cart has already been ordered");
  return cart;
}

/** A quoted line is staff's price for that exact job, used once (ADR 026). */
const quotedLineLocked = () =>
  new HttpError(
    409,
    "QUOTED_LINE_LOCKED",
    "A line from a quote can only be removed, not changed or copied",
    undefined,
    undefined,
    "cart:error.quotedLineLocked",
  );

/** PUT cart/{id}/item: adds a line item, or replaces the one named by lineItemId (edit mode). */
async function putLineItem(context: RequestContext) {
  const cart = await requireOpenCart(context, context.params.id ?? "");
  const payload = await readJsonBody(context.request, lineItemPayloadSchema);
  // Only an edit needs a stored line: the one it replaces, looked up by its key (ADR 095).
  const existing = payload.lineItemId
    ? await findLineItem(context.db, cart.id, payload.lineItemId)
    : undefined;
  if (payload.lineItemId && !existing)
    throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${payload.lineItemId}`);
  if (existing?.quoteId) throw quotedLineLocked();
  const item = await readyLine(context, cart, payload, existing);
  const saved = await saveLineItem(context.db, cart.id, item, context.now().toISOString(), canWriteLineItem);
  if (!saved)
    throw new HttpError(409, "CART_ITEM_LIMIT", `A cart holds at most ${MAX_LINE_ITEMS} line items`);
  // The cart and lines as the save committed them: not read again (ADR 095).
  return { cart: cartView(context.tenant, saved.cart, saved.items), lineItemId: item.id };
}

/** DELETE cart/item: removes one line item; answers the cart. */
async function deleteItem(context: RequestContext) {
  const body = await readJsonBody(context.request, cartItemRefBodySchema);
  const cart = await requireOpenCart(context, body.cartId);
  if (!(await deleteLineItem(context.db, cart.id, body.cartItemId, context.now().toISOString()))) {
    throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.cartItemId}`);
  }
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return cartView(context.tenant, updated, await listLineItems(context.db, cart.id));
}

/** POST cart/{id}/duplicateItem: the same configuration and price as a new line (spec §7: data.cart). */
async function duplicateItem(context: RequestContext) {
  const cart = await requireOpenCart(context, context.params.id ?? "");
  const body = await readJsonBody(context.request, duplicateItemBodySchema);
  const now = context.now().toISOString();
  const items = await listLineItems(context.db, cart.id);
  if (items.some((item) => item.id === body.cartItemId && item.quoteId)) throw quotedLineLocked();
  const copy = await duplicateLineItem(
    context.db,
    cart.id,
    body.cartItemId,
    (item) => ({ ...item, id: randomUUID(), lineItemCreationTimestamp: now }),
    now,
    canWriteLineItem,
  );
  if (copy === "missing") throw notFound("LINE_ITEM_NOT_FOUND", `No line item ${body.cartItemId}`);
  if (copy === "full")
    throw new HttpError(
      409,
      "CART_ITEM_LIMIT",
      `A cart holds at most ${MAX_LINE_ITEMS} line items`,
      undefined,
      undefined,
      "cart:error.limit",
    );
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return {
    cart: cartView(context.tenant, updated, await listLineItems(context.db, cart.id)),
    lineItemId: copy.id,
  };
}

export const cartRoutes: readonly RouteDefinition[] = [
  route(cartEndpoints.openCart, createCart),
  route(cartEndpoints.putLineItem, putLineItem),
  route(cartEndpoints.openCartWithLine, openCartWithLine),
  route(cartEndpoints.deleteLineItem, deleteItem),
  route(cartEndpoints.duplicateLineItem, duplicateItem),
];
