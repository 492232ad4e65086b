import type { Kysely } from "kysely";

/**
 * Proof approval (issue 36 §4, ADR 074). line_proofs keeps every version staff upload for a line, with
 * who uploaded it and when, and the customer's decision on it (approved, or changes asked with a
 * comment) with who and when: nothing is overwritten, so the history of a proof is its rows.
 * order_events.note carries why a step was taken where staff must say it (a cancellation's reason).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("line_proofs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("line_item_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("stored_name", "text", (c) => c.notNull())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("file_type", "text", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("uploaded_by", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("decided_by", "text")
    .addColumn("decided_at", "text")
    .addColumn("comment", "text")
    .addUniqueConstraint("line_proofs_version", ["order_id", "line_item_id", "version"])
    .execute();
  await db.schema.alterTable("order_events").addColumn("note", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("line_proofs").execute();
  await db.schema.alterTable("order_events").dropColumn("note").execute();
}
