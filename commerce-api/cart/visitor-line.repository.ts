import type { Kysely } from "kysely";
import { lockKey } from "../db/dialect";
import type { Database } from "../db/schema";
import { type CartRow, findAnonymousCart, insertCart } from "./cart.repository";
import { upsertLine } from "./cart-lines.repository";
import type { StoredLineItem } from "./line-item";

/**
 * A visitor's new cart and its first line, committed together (ADR 110): one transaction instead of the
 * cart's insert and then the line's. Unless `lookFirst` is false (a just-minted visitor id, which nobody
 * can own a cart of), the visitor's open cart is looked for under the owner's lock first (ADR 053): when
 * another add made it meanwhile, nothing is written and that cart is returned; otherwise undefined.
 */
export async function createCartWithLine(
  db: Kysely<Database>,
  cart: CartRow,
  item: StoredLineItem,
  now: string,
  lookFirst: boolean,
): Promise<CartRow | undefined> {
  return db.transaction().execute(async (trx) => {
    if (lookFirst) {
      const owner = cart.anonymous_user_id ?? "";
      await lockKey(trx, `open-cart:${cart.tenant_key}:visitor:${owner}`);
      const open = await findAnonymousCart(trx, cart.tenant_key, owner);
      if (open) return open;
    }
    await insertCart(trx, cart);
    const json = JSON.stringify(item);
    await upsertLine(trx, {
      id: item.id,
      cartId: cart.id,
      json,
      createdAt: item.lineItemCreationTimestamp,
      now,
    });
    return undefined;
  });
}
