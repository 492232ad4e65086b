import { type Kysely, sql } from "kysely";

/** Issue 6: customers' print files, one per line item and set, stored under the data directory. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("artwork_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("line_item_id", "text", (c) => c.notNull())
    .addColumn("set_index", "integer", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("file_type", "text", (c) =>
      c.notNull().check(sql`file_type in ('pdf', 'png', 'jpeg', 'tiff')`),
    )
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('accepted', 'rejected')`))
    .addColumn("rejection_reason", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("artwork_files_slot", ["order_id", "line_item_id", "set_index"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("artwork_files").execute();
}
