import type { Kysely } from "kysely";

/** The wallet's history: every credit and every payment, signed, in minor units. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("wallet_transactions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("amount_cent", "integer", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("order_id", "text")
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("wallet_transactions_customer")
    .on("wallet_transactions")
    .columns(["customer_id", "created_at"])
    .execute();
}
