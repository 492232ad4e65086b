import type { Kysely } from "kysely";

/**
 * A signed-in customer's open cart (findCustomerCart: POST cart on every signed-in cart view, sign-in,
 * checkout) was looked up through carts_tenant_anonymous by tenant alone: every call read every cart
 * of the shop, anonymous visitors' included, so its cost grew with the shop's traffic (ADR 052).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("carts_customer_open")
    .on("carts")
    .columns(["customer_id", "checked_out_at", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("carts_customer_open").execute();
}
