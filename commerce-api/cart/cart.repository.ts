import type { Kysely, Selectable } from "kysely";
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
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export async function insertCart(db: Db, cart: CartRow): Promise<void> {
  await db.insertInto("carts").values(cart).execute();
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

/** Inserts or replaces a line item and touches the cart, atomically. */
export async function saveLineItem(db: Db, cartId: string, item: StoredLineItem, now: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("cart_line_items")
      .values({
        id: item.id,
        cart_id: cartId,
        line_item_json: JSON.stringify(item),
        created_at: item.lineItemCreationTimestamp,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet({ line_item_json: JSON.stringify(item), updated_at: now }),
      )
      .execute();
    await trx.updateTable("carts").set({ updated_at: now }).where("id", "=", cartId).execute();
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

/** Immediate plus future stock of an externally fulfilled SKU; null when not stocked. */
export async function findInventory(db: Db, mcpSku: string) {
  const row = await db.selectFrom("inventory").selectAll().where("mcp_sku", "=", mcpSku).executeTakeFirst();
  if (!row) return null;
  const future = JSON.parse(row.future_availability) as { date: string; quantity: number }[];
  return {
    immediate: row.immediate_quantity,
    future: future.reduce((sum, entry) => sum + entry.quantity, 0),
  };
}
