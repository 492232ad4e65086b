import type { Kysely } from "kysely";

/** Issue 6: the carrier's tracking number, set by staff when an order ships. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("tracking_number", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("tracking_number").execute();
}
