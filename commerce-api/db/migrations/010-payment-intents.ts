import { type Kysely, sql } from "kysely";

/**
 * Issue 4: the simulated payment provider's intents (one attempt to pay what an order still owes, by
 * card, PayPal or SEPA direct debit) and the provider events applied to them (each at most once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payment_intents")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("order_id", "text", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("customer_id", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull().check(sql`method in ('card', 'paypal', 'sepa')`))
    .addColumn("amount_cent", "integer", (c) => c.notNull().check(sql`amount_cent > 0`))
    .addColumn("currency_code", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('requires_action', 'processing', 'succeeded', 'failed', 'cancelled')`),
    )
    // A storefront path the payer returns to (validated: same-origin path only).
    .addColumn("return_path", "text", (c) => c.notNull())
    .addColumn("card_last4", "text")
    .addColumn("mandate_reference", "text")
    .addColumn("masked_iban", "text")
    .addColumn("failure_key", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("payment_intents_order").on("payment_intents").column("order_id").execute();
  await db.schema
    .createTable("payment_events")
    .addColumn("event_id", "text", (c) => c.primaryKey())
    .addColumn("intent_id", "text", (c) => c.notNull().references("payment_intents.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("received_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("payment_events").execute();
  await db.schema.dropTable("payment_intents").execute();
}
