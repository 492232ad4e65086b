import type { Kysely } from "kysely";
import { autoIncrementId } from "../dialect";

/**
 * Welcome codes and account events (issue 16 §2, ADR 030): a promo code may belong to one customer
 * and be single-use (redeemed by the order that used it), and registration records a sign-up event.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("promocodes").addColumn("customer_id", "text").execute();
  await db.schema
    .alterTable("promocodes")
    .addColumn("single_use", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("promocodes").addColumn("redeemed_order_id", "text").execute();
  await db.schema.alterTable("promocodes").addColumn("redeemed_at", "text").execute();
  await db.schema.createIndex("promocodes_customer").on("promocodes").column("customer_id").execute();
  await db.schema
    .createTable("customer_events")
    .addColumn("id", "integer", autoIncrementId(db))
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("customer_events").execute();
  await db.schema.dropIndex("promocodes_customer").execute();
  for (const column of ["redeemed_at", "redeemed_order_id", "single_use", "customer_id"])
    await db.schema.alterTable("promocodes").dropColumn(column).execute();
}
