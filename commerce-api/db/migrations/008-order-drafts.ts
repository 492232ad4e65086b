import type { Kysely } from "kysely";

/**
 * An edited order line waits in a draft until the customer finalizes it. The draft remembers the
 * order it was made from (a fingerprint), so a draft of an order that changed since is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_drafts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("base_fingerprint", "text", (c) => c.notNull())
    .addColumn("line_item_json", "text", (c) => c.notNull())
    .addColumn("total_cent", "integer", (c) => c.notNull())
    .addColumn("taxed_cent", "integer", (c) => c.notNull())
    .addColumn("referer_url", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}
