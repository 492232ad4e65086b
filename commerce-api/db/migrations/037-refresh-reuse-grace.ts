import type { Kysely } from "kysely";

/**
 * Token refresh across hosts (issue 37 §1, ADR 070): two hosts refreshing one session at the same
 * moment both present the same refresh token. The session remembers the token it rotated away from
 * and when, so the second presentation within a few seconds is answered with the current token
 * again instead of being taken for a stolen copy (which ends the session).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("auth_sessions").addColumn("previous_refresh_jti", "text").execute();
  await db.schema.alterTable("auth_sessions").addColumn("rotated_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("auth_sessions").dropColumn("rotated_at").execute();
  await db.schema.alterTable("auth_sessions").dropColumn("previous_refresh_jti").execute();
}
