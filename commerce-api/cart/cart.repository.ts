import { type Kysely, type Selectable, sql } from "kysely";
import { type SessionClaims, sessionIsOpen } from "../accounts/accounts.repository";
import { lockKey, lockRow } from "../db/dialect";
import { reusableQuery } from "../db/reusable-query";
import type { CartsTable, Database } from "../db/schema";
import { countLineItems } from "./cart-lines.repository";

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
