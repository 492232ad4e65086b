import type { Kysely } from "kysely";

/**
 * Order mails and carrier tracking (issue 36 §2, §6; ADR 073). Each shop lists its carriers with the
 * URL template of their tracking page (tenants.carriers_json); a shipped order names the carrier staff
 * chose (orders.carrier). order_notices records the one-off reminders an order got ("files needed" per
 * line): the periodic job inserts the notice in the mail's transaction, and the primary key makes a
 * second run, or a second process, skip it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tenants").addColumn("carriers_json", "text").execute();
  await db.schema.alterTable("orders").addColumn("carrier", "text").execute();
  await db.schema
    .createTable("order_notices")
    .addColumn("order_id", "text", (c) => c.notNull())
    .addColumn("notice", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_notices_pk", ["order_id", "notice"])
    .execute();
  // The job's question: paid orders still waiting for files.
  await db.schema.createIndex("orders_status").ifNotExists().on("orders").columns(["status"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_status").ifExists().execute();
  await db.schema.dropTable("order_notices").execute();
  await db.schema.alterTable("orders").dropColumn("carrier").execute();
  await db.schema.alterTable("tenants").dropColumn("carriers_json").execute();
}
