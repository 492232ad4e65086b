import type { Kysely } from "kysely";

/**
 * Issue 12 §10: the key a checkout call carries (Idempotency-Key). A checkout that timed out on the
 * storefront's side may still have placed the order; replaying the call with the same key answers
 * that order instead of failing on the now closed cart. Unique per customer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("idempotency_key", "text").execute();
  await db.schema
    .createIndex("orders_customer_idempotency_key")
    .on("orders")
    .columns(["customer_id", "idempotency_key"])
    .unique()
    .where("idempotency_key", "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_customer_idempotency_key").execute();
  await db.schema.alterTable("orders").dropColumn("idempotency_key").execute();
}
