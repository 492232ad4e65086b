import type { Kysely } from "kysely";

/**
 * Login failures are counted per account and client (ADR 065): a flood from some addresses no longer
 * delays the owner signing in from another. The old rows (per account only) are short-lived counters
 * with nothing worth keeping, so the table is made again rather than migrated row by row.
 * `last_failed_at` lets old failures be forgotten and swept.
 *
 * sign_in_links (ADR 066): registration no longer signs in (that would tell a new address from a taken
 * one); the mail it sends, to a new customer or to an existing account's owner, carries a one-time
 * sign-in link instead. Only the token's hash is kept, like password_resets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("sign_in_links")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("customer_id", "text", (c) => c.notNull().references("customers.id"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.dropTable("login_attempts").execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_failed_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("login_attempts_pk", ["tenant_key", "email", "client_key"])
    .execute();
  await db.schema
    .createIndex("login_attempts_last_failed")
    .on("login_attempts")
    .column("last_failed_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("sign_in_links").execute();
  await db.schema.dropTable("login_attempts").execute();
  await db.schema
    .createTable("login_attempts")
    .addColumn("tenant_key", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addPrimaryKeyConstraint("login_attempts_pk", ["tenant_key", "email"])
    .execute();
}
