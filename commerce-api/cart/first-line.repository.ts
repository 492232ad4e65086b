import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type CartRow, insertCart, upsertLine } from "./cart.repository";
import type { StoredLineItem } from "./line-item";

/**
 * A new cart and its first line, committed together (ADR 110): one transaction instead of the cart's
 * insert and then the line's. Only for a cart nobody else can know of yet (a just-minted visitor id), so
 * there is no open cart to reuse and no line limit to check.
 */
export async function createCartWithLine(
  db: Kysely<Database>,
  cart: CartRow,
  item: StoredLineItem,
  now: string,
) {
  await db.transaction().execute(async (trx) => {
    await insertCart(trx, cart);
    const json = JSON.stringify(item);
    await upsertLine(trx, {
      id: item.id,
      cartId: cart.id,
      json,
      createdAt: item.lineItemCreationTimestamp,
      now,
    });
  });
}
