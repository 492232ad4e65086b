import { type Kysely, type Selectable, sql } from "kysely";
import { type SessionClaims, sessionIsOpen } from "../accounts/accounts.repository";
import { lockKey, lockRow } from "../db/dialect";
import { reusableQuery } from "../db/reusable-query";
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

/**
 * A cart by id and, in the same statement, whether `claims` name an open session of its customer:
 * requireOpenCart's two lookups in one round trip (ADR 095). Without claims, never open.
 */
export async function findCartForSession(
  db: Db,
  tenantKey: string,
  id: string,
  claims: SessionClaims | null,
): Promise<{ cart: CartRow; sessionOpen: boolean } | undefined> {
  const [row] = claims
    ? await cartWithSession(db, { tenantKey, id, ...claims })
    : await cartWithoutSession(db, { tenantKey, id });
  if (!row) return undefined;
  const { session_open, ...cart } = row;
  // SQLite answers 0 or 1, PostgreSQL a boolean; only the claimed customer's own cart counts.
  return { cart, sessionOpen: Boolean(session_open) && cart.customer_id === claims?.customerId };
}

// Every cart write reads its cart first: built once each (ADR 101).
const cartWithSession = reusableQuery(
  (db, v: { tenantKey: string; id: string; sessionId: string; customerId: string }) =>
    db
      .selectFrom("carts")
      .selectAll()
      .select(sessionIsOpen(v.tenantKey, v).as("session_open"))
      .where("tenant_key", "=", v.tenantKey)
      .where("id", "=", v.id),
);
const cartWithoutSession = reusableQuery((db, v: { tenantKey: string; id: string }) =>
  db
    .selectFrom("carts")
    .selectAll()
    .select(sql<boolean>`0`.as("session_open"))
    .where("tenant_key", "=", v.tenantKey)
    .where("id", "=", v.id),
);

/** The latest cart of an anonymous visitor. */
export async function findAnonymousCart(db: Db, tenantKey: string, anonymousUserId: string) {
  const [cart] = await anonymousCart(db, { tenantKey, anonymousUserId });
  return cart;
}

const anonymousCart = reusableQuery((db, v: { tenantKey: string; anonymousUserId: string }) =>
  db
    .selectFrom("carts")
    .selectAll()
    .where("tenant_key", "=", v.tenantKey)
    .where("anonymous_user_id", "=", v.anonymousUserId)
    .where("customer_id", "is", null)
    .where("checked_out_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(1),
);

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
  await cartInsert(db, cart);
}

// Every new visitor's first add inserts a cart: built once (ADR 101, 110).
const cartInsert = reusableQuery((db, v: CartRow) =>
  db.insertInto("carts").values({
    id: v.id,
    tenant_key: v.tenant_key,
    anonymous_user_id: v.anonymous_user_id,
    customer_id: v.customer_id,
    currency_code: v.currency_code,
    country: v.country,
    locale: v.locale,
    created_at: v.created_at,
    updated_at: v.updated_at,
    checked_out_at: v.checked_out_at,
  }),
);

/**
 * Creates `cart`, its owner's open cart, unless (`reuseOpen`) the owner has one by now: a visitor's two
 * first adds at the same moment each found no cart before asking, and must both land in one (ADR 053).
 * Returns the cart the owner now has open.
 */
export async function createOpenCart(db: Db, cart: CartRow, reuseOpen: boolean): Promise<CartRow> {
  // Nothing to reuse (forceCreate, a visitor id minted on this request): one insert is atomic by itself,
  // and the lock only orders readers of the owner's open cart (ADR 105).
  if (!reuseOpen) {
    await insertCart(db, cart);
    return cart;
  }
  return db.transaction().execute(async (trx) => {
    const owner = cart.customer_id ? `customer:${cart.customer_id}` : `visitor:${cart.anonymous_user_id}`;
    await lockKey(trx, `open-cart:${cart.tenant_key}:${owner}`);
    const open = cart.customer_id
      ? await findCustomerCart(trx, cart.tenant_key, cart.customer_id)
      : await findAnonymousCart(trx, cart.tenant_key, cart.anonymous_user_id ?? "");
    if (open) return open;
    await insertCart(trx, cart);
    return cart;
  });
}

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
  cart: CartRow;
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
