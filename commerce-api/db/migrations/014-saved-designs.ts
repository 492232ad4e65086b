import type { Kysely } from "kysely";

/** Issue 6 "my design area": product configurations a customer keeps to order again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("saved_designs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    // The product page the design opens on, and the short configuration key it opens with.
    .addColumn("page_path", "text", (c) => c.notNull())
    .addColumn("config_key", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("saved_designs_owner")
    .on("saved_designs")
    .columns(["customer_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("saved_designs").execute();
}
