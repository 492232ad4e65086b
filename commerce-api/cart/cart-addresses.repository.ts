import type { Kysely } from "kysely";
import { toAddressView } from "../accounts/customer.view";
import type { AddressRow, AddressType, CartAddressesTable, Database } from "../db/schema";
import { notFound } from "../http/errors";

type Db = Kysely<Database>;

/**
 * Spec §7: address calls may name a cart (cartId). The cart must be this tenant's and either this
 * customer's or still anonymous (not yet merged at login); anything else is answered like an unknown
 * cart, so ids of other customers' carts can't be probed.
 */
export async function requireAddressableCart(db: Db, tenantKey: string, cartId: string, customerId: string) {
  const cart = await db
    .selectFrom("carts")
    .select(["id", "customer_id"])
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", cartId)
    .executeTakeFirst();
  if (!cart || (cart.customer_id !== null && cart.customer_id !== customerId)) {
    throw notFound("CART_NOT_FOUND", "No such cart");
  }
  return cart.id;
}

/** Keeps the address on the cart as its shipping or billing address (a snapshot of the book entry). */
export async function keepCartAddress(
  db: Db,
  cartId: string,
  type: AddressType,
  address: AddressRow,
  now: string,
) {
  const json = JSON.stringify(toAddressView(address));
  await db
    .insertInto("cart_addresses")
    .values({ cart_id: cartId, type, customer_address_id: address.id, address_json: json, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(["cart_id", "type"])
        .doUpdateSet({ customer_address_id: address.id, address_json: json, updated_at: now }),
    )
    .execute();
}

/** The cart's shipping and billing addresses kept by address calls (for the cart view). */
export async function cartAddresses(db: Db, cartId: string) {
  return cartAddressesOf(
    await db.selectFrom("cart_addresses").selectAll().where("cart_id", "=", cartId).execute(),
  );
}

export type CartAddressRow = Pick<CartAddressesTable, "type" | "customer_address_id" | "address_json">;

/** The view's two addresses from a cart's kept rows (also read by readCustomerCart's single query). */
export function cartAddressesOf(rows: readonly CartAddressRow[]) {
  const of = (type: AddressType) => {
    const row = rows.find((candidate) => candidate.type === type);
    return row ? { addressId: row.customer_address_id, ...JSON.parse(row.address_json) } : null;
  };
  return { shippingAddress: of("shipping"), billingAddress: of("billing") };
}
