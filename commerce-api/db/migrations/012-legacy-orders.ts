import type { Kysely } from "kysely";

/** Issue 6: orders imported from the shop's previous system, read-only, shown as they were. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("legacy_orders")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("legacy_number", "text", (c) => c.notNull())
    .addColumn("placed_at", "text", (c) => c.notNull())
    // The old system's status wording, kept as imported.
    .addColumn("status_label", "text", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("total_cent", "integer", (c) => c.notNull())
    .addColumn("taxed_cent", "integer", (c) => c.notNull())
    .addColumn("invoice_reference", "text")
    // [{ product, description, quantity, taxedCent }]
    .addColumn("lines_json", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("legacy_orders_owner")
    .on("legacy_orders")
    .columns(["customer_id", "placed_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("legacy_orders").execute();
}
