import { type Kysely, sql } from "kysely";

/** Carrier transit per destination country and delivery speed, with the daily production cut-off. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("carrier_transit")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("delivery_option", "text", (c) =>
      c.notNull().check(sql`delivery_option in ('economy', 'standard', 'express')`),
    )
    .addColumn("carrier", "text", (c) => c.notNull())
    .addColumn("transit_days", "integer", (c) => c.notNull().check(sql`transit_days >= 1`))
    /** Minutes after midnight, Paris time. */
    .addColumn("cutoff_minutes", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("carrier_transit_pk", ["country", "delivery_option"])
    .execute();
}
