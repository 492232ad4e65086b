import { cartEndpoints } from "#contract/cart/cart.endpoints";
import { cartAddressBodySchema } from "#contract/cart/cart.requests";
import { findOwnAddress } from "../accounts/addresses.repository";
import { authenticate } from "../accounts/sessions";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { findCart } from "./cart.repository";
import { requireOpenCart } from "./cart.routes";
import { cartView } from "./cart.view";
import { cartAddresses, keepCartAddress } from "./cart-addresses.repository";
import { listLineItems } from "./cart-lines.repository";

/**
 * PATCH cart/{id}/item/address/ (spec §7): the customer's own book entry becomes the cart's shipping
 * or billing address (a snapshot; a later edit of the book entry changes the cart only through the
 * address calls' cartId). Only the signed-in owner of an open cart, only their own addresses.
 */
async function setCartAddress(context: RequestContext) {
  const { customer } = await authenticate(context);
  const cart = await requireOpenCart(context, context.params.id ?? "");
  if (cart.customer_id !== customer.id) throw notFound("CART_NOT_FOUND", `No cart ${cart.id}`);
  const body = await readJsonBody(context.request, cartAddressBodySchema);
  const wanted = [
    ["shipping", body.shippingAddress],
    ["billing", body.billingAddress],
  ] as const;
  if (wanted.every(([, id]) => id === undefined)) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      {
        path: "shippingAddress",
        code: "invalid_type",
        message: "shippingAddress or billingAddress is required",
      },
    ]);
  }
  const found = await Promise.all(
    wanted.map(async ([type, id]) =>
      id ? { type, address: await findOwnAddress(context.db, customer.id, id, type) } : null,
    ),
  );
  for (const entry of found) {
    if (entry && !entry.address) throw notFound("ADDRESS_NOT_FOUND", `No such ${entry.type} address`);
  }
  const now = context.now().toISOString();
  for (const entry of found) {
    if (entry?.address) await keepCartAddress(context.db, cart.id, entry.type, entry.address, now);
  }
  const updated = (await findCart(context.db, context.tenant.key, cart.id)) ?? cart;
  return {
    ...cartView(context.tenant, updated, await listLineItems(context.db, cart.id)),
    ...(await cartAddresses(context.db, cart.id)),
  };
}

export const cartAddressRoutes: readonly RouteDefinition[] = [
  route(cartEndpoints.setAddress, setCartAddress),
];
