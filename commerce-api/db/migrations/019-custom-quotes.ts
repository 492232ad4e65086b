import type { Kysely } from "kysely";

/**
 * Issue 16: custom quotes (ADR 026). A signed-in customer asks for a price (product, options,
 * quantity, deadline, country, message, an optional attachment); staff answer with a price and a
 * validity date; the customer accepts or declines; an accepted quote becomes one cart line at the
 * quoted price and is used up by the order that contains it (order_id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("quote_number", "text", (c) => c.notNull())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("product_key", "text", (c) => c.notNull())
    .addColumn("product_name", "text", (c) => c.notNull())
    .addColumn("options_json", "text", (c) => c.notNull())
    .addColumn("quantity", "integer", (c) => c.notNull())
    .addColumn("deadline", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attachment_name", "text")
    .addColumn("attachment_type", "text")
    .addColumn("attachment_stored_name", "text")
    .addColumn("attachment_size", "integer")
    .addColumn("price_cent", "integer")
    .addColumn("valid_until", "text")
    .addColumn("staff_note", "text")
    .addColumn("answered_by", "text")
    .addColumn("order_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("quote_requests_number")
    .on("quote_requests")
    .columns(["tenant_key", "quote_number"])
    .unique()
    .execute();
  await db.schema
    .createIndex("quote_requests_customer")
    .on("quote_requests")
    .columns(["customer_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_requests").execute();
}
