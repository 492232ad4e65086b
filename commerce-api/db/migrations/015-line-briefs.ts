import type { Kysely } from "kysely";

/** Issue 6: the brief a customer writes for a design-service line (instead of a print file). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("line_briefs")
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("line_item_id", "text", (c) => c.notNull())
    .addColumn("brief", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("line_briefs_pk", ["order_id", "line_item_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("line_briefs").execute();
}
