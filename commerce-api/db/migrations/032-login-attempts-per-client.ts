import type { Kysely } from "kysely";

/**
 * Login failures are counted per account and client (ADR 065): a flood from some addresses no longer
 * delays the owner signing in from another. The old rows (per account only) are short-lived counters
 * with nothing worth keeping, so the table is made again rather than migrated row by row.
 * `last_failed_at` lets old failures be forgotten and swept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
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
