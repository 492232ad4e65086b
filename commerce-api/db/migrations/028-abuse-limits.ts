import type { Kysely } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Abuse-limit counters shared by every API process on one PostgreSQL database (ADR 044), in the shape
 * rate-limiter-flexible's RateLimiterPostgres reads. SQLite processes share counters through the
 * cluster primary instead (ADR 042), so the table exists on PostgreSQL only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .createTable("abuse_limits")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema.dropTable("abuse_limits").execute();
}
