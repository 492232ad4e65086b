import { type Kysely, sql } from "kysely";

/**
 * Issue 5: saved payment methods (provider references only), the company profile's registration
 * number and invoice email, and the address an address call gave a cart (spec §7 cartId).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_methods")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('card', 'sepa_mandate')`))
    .addColumn("brand", "text")
    .addColumn("last4", "text", (c) => c.notNull())
    .addColumn("holder_name", "text", (c) => c.notNull())
    .addColumn("expiry_month", "integer")
    .addColumn("expiry_year", "integer")
    .addColumn("mandate_reference", "text")
    .addColumn("is_default", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_methods_owner").on("payment_methods").column("customer_id").execute();

  await db.schema.alterTable("customers").addColumn("company_registration_number", "text").execute();
  await db.schema.alterTable("customers").addColumn("invoice_email", "text").execute();

  await db.schema
    .createTable("cart_addresses")
    .addColumn("cart_id", "text", (c) => c.notNull().references("carts.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in ('shipping', 'billing')`))
    .addColumn("customer_address_id", "text", (c) => c.notNull())
    // The address as it was when chosen, so the cart keeps it if the book entry changes later.
    .addColumn("address_json", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("cart_addresses_pk", ["cart_id", "type"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cart_addresses").execute();
  await db.schema.alterTable("customers").dropColumn("invoice_email").execute();
  await db.schema.alterTable("customers").dropColumn("company_registration_number").execute();
  await db.schema.dropTable("payment_methods").execute();
}
