import { type Kysely, sql } from "kysely";
import { formatScopes, STAFF_SCOPES } from "#contract/account/staff-scopes";

/**
 * Staff scopes (issue 19, spec §6 "scope key"): what each admin account may do, space-separated.
 * Admins that exist already keep doing everything they could (every scope); new staff accounts are
 * given only what their job needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("customers")
    .addColumn("scopes", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await sql`update customers set scopes = ${formatScopes(STAFF_SCOPES)} where role = 'admin'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("customers").dropColumn("scopes").execute();
}
