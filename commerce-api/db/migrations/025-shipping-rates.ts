import { type Kysely, sql } from "kysely";

/**
 * Shipping as a priced part of the cart and the order (issue 17 §4, ADR 033): carriage per tenant,
 * currency, destination and speed, and per currency the goods total from which it is free. The
 * rates themselves are demo data (seed step 017).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shipping_rates")
    .addColumn("tenant_key", "text", (c) => c.notNull().references("tenants.key").onDelete("cascade"))
    .addColumn("currency_code", "text", (c) => c.notNull().check(sql`length(currency_code) = 3`))
    .addColumn("country", "text", (c) => c.notNull().check(sql`length(country) = 2`))
    .addColumn("priority", "text", (c) =>
      c.notNull().check(sql`priority in ('economy', 'standard', 'express')`),
    )
    .addColumn("cent_amount", "integer", (c) => c.notNull().check(sql`cent_amount >= 0`))
    .addPrimaryKeyConstraint("shipping_rates_pk", ["tenant_key", "currency_code", "country", "priority"])
    .execute();
  await db.schema
    .alterTable("tenant_currencies")
    .addColumn("free_shipping_from_cent", "integer", (c) => c.check(sql`free_shipping_from_cent > 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tenant_currencies").dropColumn("free_shipping_from_cent").execute();
  await db.schema.dropTable("shipping_rates").execute();
}
