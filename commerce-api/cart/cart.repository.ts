import type { Kysely, Selectable } from "kysely";
import { lockKey, lockRow } from "../db/dialect";
import type { CartsTable, Database } from "../db/schema";
import type { StoredLineItem } from "./line-item";

type Db = Kysely<Database>;
export type CartRow = Selectable<CartsTable>;

export async function findCart(db: Db, tenantKey: string, id: string): Promise<CartRow | undefined> {
  return db
    .selectFrom("carts")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("id", "=", id)
    .executeTakeFirst();
}

/** The latest cart of an anonymous visitor. */
export async function findAnonymousCart(db: Db, tenantKey: string, anonymousUserId: string) {
  return db
    .selectFrom("carts")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("anonymous_user_id", "=", anonymousUserId)
    .where("customer_id", "is", null)
    .where("checked_out_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/** The open cart of a signed-in customer. */
export async function findCustomerCart(db: Db, tenantKey: string, customerId: string) {
  return db
    .selectFrom("carts")
    .selectAll()
    .where("tenant_key", "=", tenantKey)
    .where("customer_id", "=", customerId)
    .where("checked_out_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

/**
 * Login hand-over (spec §4): the anonymous cart becomes the customer's when they have none open;
 * otherwise its lines move into the customer's cart while the 15-line limit allows, in one
 * transaction. Returns how many lines could not move (they stay in the anonymous cart).
 */
export async function handOverCart(
  db: Db,
  anonymous: CartRow,
  customerId: string,
  target: CartRow | undefined,
  limit: number,
  now: string,
): Promise<{ cartId: string; leftBehind: number }> {
  return db.transaction().execute(async (trx) => {
    if (!target) {
      await trx
        .updateTable("carts")
        .set({ customer_id: customerId, anonymous_user_id: null, updated_at: now })
        .where("id", "=", anonymous.id)
        .execute();
      return { cartId: anonymous.id, leftBehind: 0 };
    }
    await lockRow(trx, "carts", target.id);
    const room = Math.max(0, limit - (await countLineItems(trx, target.id)));
    const moving = await trx
      .selectFrom("cart_line_items")
      .select("id")
      .where("cart_id", "=", anonymous.id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const moved = moving.slice(0, room).map((row) => row.id);
    if (moved.length > 0) {
      await trx
        .updateTable("cart_line_items")
        .set({ cart_id: target.id, updated_at: now })
        .where("id", "in", moved)
        .execute();
      await trx
        .updateTable("carts")
        .set({ updated_at: now })
        .where("id", "in", [target.id, anonymous.id])
        .execute();
    }
    return { cartId: target.id, leftBehind: moving.length - moved.length };
  });
}

export async function insertCart(db: Db, cart: CartRow): Promise<void> {
  await db.insertInto("carts").values(cart).execute();
}

/**
 * Creates `cart`, its owner's open cart, unless (`reuseOpen`) the owner has one by now: a visitor's two
 * first adds at the same moment each found no cart before asking, and must both land in one (ADR 053).
 * Returns the cart the owner now has open.
 */
export async function createOpenCart(db: Db, cart: CartRow, reuseOpen: boolean): Promise<CartRow> {
  return db.transaction().execute(async (trx) => {
    const owner = cart.customer_id ? `customer:${cart.customer_id}` : `visitor:${cart.anonymous_user_id}`;
    await lockKey(trx, `open-cart:${cart.tenant_key}:${owner}`);
    if (reuseOpen) {
      const open = cart.customer_id
        ? await findCustomerCart(trx, cart.tenant_key, cart.customer_id)
        : await findAnonymousCart(trx, cart.tenant_key, cart.anonymous_user_id ?? "");
      if (open) return open;
    }
    await insertCart(trx, cart);
    return cart;
  });
}

export async function listLineItems(db: Db, cartId: string): Promise<StoredLineItem[]> {
  const rows = await db
    .selectFrom("cart_line_items")
    .select("line_item_json")
    .where("cart_id", "=", cartId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => JSON.parse(row.line_item_json) as StoredLineItem);
}

/**
 * Inserts a line item, or replaces the one with the same id, and touches the cart. The line-item
 * limit is checked inside the same transaction (the SQLite connection is held exclusively; on
 * PostgreSQL the cart row is locked first), so concurrent adds cannot slip past it. Returns false, writing nothing, when a new item would
 * exceed the limit.
 */
export async function saveLineItem(
  db: Db,
  cartId: string,
  item: StoredLineItem,
  now: string,
  canWrite: (existingCount: number, editing: boolean) => boolean,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "carts", cartId);
    const editing = await trx
      .selectFrom("cart_line_items")
      .select("id")
      .where("id", "=", item.id)
      .where("cart_id", "=", cartId)
      .executeTakeFirst();
    if (!canWrite(await countLineItems(trx, cartId), editing !== undefined)) return false;
    const json = JSON.stringify(item);
    await trx
      .insertInto("cart_line_items")
      .values({
        id: item.id,
        cart_id: cartId,
        line_item_json: json,
        created_at: item.lineItemCreationTimestamp,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("id").doUpdateSet({ line_item_json: json, updated_at: now }))
      .execute();
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
    return true;
  });
}

export async function countLineItems(db: Db, cartId: string): Promise<number> {
  const row = await db
    .selectFrom("cart_line_items")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("cart_id", "=", cartId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes one line item of one cart; false when the cart has no such item. */
export async function deleteLineItem(db: Db, cartId: string, itemId: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("cart_line_items")
      .where("id", "=", itemId)
      .where("cart_id", "=", cartId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
    return true;
  });
}

/**
 * Copies a line item under a new id, in one transaction with the limit check (like saveLineItem).
 * Returns the copy, "missing" when the item isn't in the cart, or "full" at the line-item limit.
 */
export async function duplicateLineItem(
  db: Db,
  cartId: string,
  itemId: string,
  copy: (item: StoredLineItem) => StoredLineItem,
  now: string,
  canWrite: (existingCount: number, editing: boolean) => boolean,
): Promise<StoredLineItem | "missing" | "full"> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, "carts", cartId);
    const row = await trx
      .selectFrom("cart_line_items")
      .select("line_item_json")
      .where("id", "=", itemId)
      .where("cart_id", "=", cartId)
      .executeTakeFirst();
    if (!row) return "missing";
    if (!canWrite(await countLineItems(trx, cartId), false)) return "full";
    const item = copy(JSON.parse(row.line_item_json) as StoredLineItem);
    await trx
      .insertInto("cart_line_items")
      .values({
        id: item.id,
        cart_id: cartId,
        line_item_json: JSON.stringify(item),
        created_at: item.lineItemCreationTimestamp,
        updated_at: now,
      })
      .execute();
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
    return item;
  });
}
