// A cart's lines: read, saved, counted, deleted and duplicated. The cart rows are in cart.repository.ts.
import type { Kysely, Selectable } from "kysely";
import { lockRow } from "../db/dialect";
import { reusableQuery } from "../db/reusable-query";
import type { CartsTable, Database } from "../db/schema";
import type { StoredLineItem } from "./line-item";

type Db = Kysely<Database>;

/** A cart's stored lines, in the order the cart shows them. */
function lineRows(db: Db, cartId: string) {
  return storedLines(db, { cartId });
}

const storedLines = reusableQuery((db, v: { cartId: string }) =>
  db
    .selectFrom("cart_line_items")
    .select(["id", "created_at", "line_item_json"])
    .where("cart_id", "=", v.cartId)
    .orderBy("created_at")
    .orderBy("id"),
);

export async function listLineItems(db: Db, cartId: string): Promise<StoredLineItem[]> {
  const rows = await lineRows(db, cartId);
  return rows.map((row) => JSON.parse(row.line_item_json) as StoredLineItem);
}

/** One line item of one cart, or undefined. */
export async function findLineItem(
  db: Db,
  cartId: string,
  itemId: string,
): Promise<StoredLineItem | undefined> {
  const [row] = await storedLine(db, { cartId, itemId });
  return row ? (JSON.parse(row.line_item_json) as StoredLineItem) : undefined;
}

const storedLine = reusableQuery((db, v: { cartId: string; itemId: string }) =>
  db
    .selectFrom("cart_line_items")
    .select("line_item_json")
    .where("id", "=", v.itemId)
    .where("cart_id", "=", v.cartId),
);

/** A cart and its lines as a write left them, read inside the write's transaction. */
export interface SavedCart {
  cart: Selectable<CartsTable>;
  items: StoredLineItem[];
}

/** Thrown inside saveLineItem's transaction so that the cart's touch is rolled back with it. */
class LineItemLimitReached extends Error {}

/**
 * Inserts a line item, or replaces the one with the same id, and touches the cart; answers the cart and
 * its lines as committed, so the caller needn't read them again (ADR 095). The cart row is touched
 * first: on PostgreSQL that update holds the row lock lockRow would take, so concurrent writers of this
 * cart's lines wait their turn; SQLite's connection is held exclusively. The line-item limit is then
 * checked under it, so concurrent adds cannot slip past it. Returns null, writing nothing, when a new
 * item would exceed the limit.
 */
export async function saveLineItem(
  db: Db,
  cartId: string,
  item: StoredLineItem,
  now: string,
  canWrite: (existingCount: number, editing: boolean) => boolean,
): Promise<SavedCart | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const [cart] = await touchCart(trx, { cartId, now });
      if (!cart) throw new Error(`No cart ${cartId} to save a line in`);
      const rows = await lineRows(trx, cartId);
      const editing = rows.findIndex((row) => row.id === item.id);
      if (!canWrite(rows.length, editing >= 0)) throw new LineItemLimitReached();
      const json = JSON.stringify(item);
      const createdAt = item.lineItemCreationTimestamp;
      await upsertLine(trx, { id: item.id, cartId, json, createdAt, now });
      return { cart, items: await linesAfterSave(trx, cartId, rows, editing, item, json) };
    });
  } catch (error) {
    if (error instanceof LineItemLimitReached) return null;
    throw error;
  }
}

const touchCart = reusableQuery((db, v: { cartId: string; now: string }) =>
  db.updateTable("carts").set({ updated_at: v.now }).where("id", "=", v.cartId).returningAll(),
);

/** A line's insert, or its update when its id is stored (an edit); built once (ADR 101). */
export const upsertLine = reusableQuery(
  (db, v: { id: string; cartId: string; json: string; createdAt: string; now: string }) =>
    db
      .insertInto("cart_line_items")
      .values({
        id: v.id,
        cart_id: v.cartId,
        line_item_json: v.json,
        created_at: v.createdAt,
        updated_at: v.now,
      })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet({ line_item_json: v.json, updated_at: v.now }),
      ),
);

/**
 * The cart's lines in listLineItems' order once `item` is saved: an edit keeps its place (its
 * created_at doesn't change); a new line created after every other one comes last. Anything else (two
 * lines of the same millisecond, a clock behind the stored lines) is read again, in the same transaction.
 */
async function linesAfterSave(
  trx: Db,
  cartId: string,
  rows: { id: string; created_at: string; line_item_json: string }[],
  editing: number,
  item: StoredLineItem,
  json: string,
): Promise<StoredLineItem[]> {
  const before = rows.map((row) => row.line_item_json);
  const last = rows.at(-1);
  if (editing >= 0) before[editing] = json;
  else if (!last || last.created_at < item.lineItemCreationTimestamp) before.push(json);
  else return listLineItems(trx, cartId);
  return before.map((text) => JSON.parse(text) as StoredLineItem);
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
