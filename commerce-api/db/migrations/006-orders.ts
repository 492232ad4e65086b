import type { Kysely } from "kysely";
import { autoIncrementId } from "../dialect";

/**
 * Orders placed from a cart. A cart that was checked out is closed (`checked_out_at`) and keeps a
 * pointer to its order, which makes a repeated checkout of the same cart answer the same order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("carts").addColumn("checked_out_at", "text").execute();
  await db.schema
    .createTable("orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
    .addColumn("cart_id", "text", (c) => c.notNull().unique())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("total_cent", "integer", (c) => c.notNull())
    .addColumn("taxed_cent", "integer", (c) => c.notNull())
    .addColumn("paid_cent", "integer", (c) => c.notNull().defaultTo(0))
    // The part of paid_cent that came from the customer's wallet.
    .addColumn("wallet_cent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("payment_method", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("order_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("orders_tenant_number", ["tenant_key", "order_number"])
    .execute();
  await db.schema
    .createIndex("orders_customer")
    .on("orders")
    .columns(["customer_id", "created_at"])
    .execute();
  // Every status change of an order, in order: the lifecycle is auditable.
  await db.schema
    .createTable("order_events")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("from_status", "text")
    .addColumn("to_status", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}
