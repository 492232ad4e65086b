import { type Kysely, sql } from "kysely";

/** The customer address book (spec §3 customerAddresses) and the default address of each type. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("customer_addresses")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('shipping', 'billing')`))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("company", "text")
    .addColumn("street", "text", (c) => c.notNull())
    .addColumn("additional", "text")
    .addColumn("postal_code", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customer_addresses_owner")
    .on("customer_addresses")
    .columns(["customer_id", "type"])
    .execute();
  await db.schema.alterTable("customers").addColumn("default_shipping_address_id", "text").execute();
  await db.schema.alterTable("customers").addColumn("default_billing_address_id", "text").execute();
}
