import { type Kysely, sql } from "kysely";

/**
 * Newsletter subscriptions by address (issue 16 §3): visitors subscribe from the footer with a
 * double opt-in, customers from their profile. One row per tenant and address, whatever its state.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'subscribed', 'unsubscribed')`),
    )
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addPrimaryKeyConstraint("newsletter_subscriptions_pk", ["tenant_key", "email"])
    .execute();
}
