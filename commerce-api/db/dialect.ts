import {
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
} from "kysely";

/**
 * What differs between the two databases the API runs on (ADR 043): SQLite (the default, a file in
 * the data dir) and PostgreSQL (DATABASE_URL). Queries and migrations ask here instead of testing
 * the dialect themselves, so every difference has one place and one reason.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations hold a Kysely<unknown>, the API a Kysely<Database>.
type AnyKysely = Kysely<any>;

/** Whether `db` talks to PostgreSQL (the adapter is the dialect's, shared by transactions). */
export function isPostgres(db: AnyKysely): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * An integer id the database numbers itself: SQLite's `integer primary key autoincrement` (never
 * reuses an id), PostgreSQL's identity column (Kysely's autoIncrement() would print MySQL's
 * `auto_increment` there).
 */
export function autoIncrementId(db: AnyKysely) {
  return (column: ColumnDefinitionBuilder) =>
    isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}

/** SQLite's REAL is 8 bytes; PostgreSQL's `real` only 4, so its `double precision` stands in. */
export const realType = (db: AnyKysely) => (isPostgres(db) ? "double precision" : "real");

/** Binary data: SQLite's blob, PostgreSQL's bytea (both read back as a Buffer). */
export const blobType = (db: AnyKysely) => (isPostgres(db) ? "bytea" : "blob");

/**
 * `subject` contains `text`, case-insensitively, `%` and `_` in `text` taken literally. SQLite's
 * LIKE folds ASCII case already, PostgreSQL's does not (ILIKE does); the escape character is named
 * because SQLite has none by default.
 */
export function containsText(db: AnyKysely, subject: Expression<unknown>, text: string): RawBuilder<boolean> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const operator = sql.raw(isPostgres(db) ? "ilike" : "like");
  return sql<boolean>`${subject} ${operator} ${pattern} escape '\\'`;
}

/** A JSON document's member as JSON text (a text column holding JSON): json_extract / the json type's ->. */
export function jsonMemberText(db: AnyKysely, column: string, member: string): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`(${sql.ref(column)}::json -> ${member})::text`
    : sql<string>`json_extract(${sql.ref(column)}, ${`$.${member}`})`;
}

/**
 * Locks a row until the transaction ends, so that what the transaction checks under it (a cart's
 * line count, a tenant's last order number) still holds when it writes: concurrent transactions
 * taking the same lock wait their turn. `no key update` leaves inserts referencing the row (a new
 * line item of the cart) unblocked. SQLite needs nothing: one writer at a time, and Kysely's SQLite
 * driver runs one transaction at a time on its single connection.
 */
export async function lockRow(trx: AnyKysely, table: string, key: string, column = "id"): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} = ${key} for no key update`.execute(
    trx,
  );
}

/**
 * Serialises transactions about one thing that may not exist yet (a visitor's first cart), so that
 * what one checks under it ("no open cart") still holds when it writes. PostgreSQL: a transaction-level
 * advisory lock on the key's hash. SQLite needs nothing: a transaction begins with the write lock
 * (BEGIN IMMEDIATE, across processes) and Kysely runs one transaction at a time on its connection.
 */
export async function lockKey(trx: AnyKysely, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Serialises writers that replace a whole derived table (delete everything, insert anew): two
 * processes starting together on PostgreSQL would otherwise both insert and collide on the key.
 * Readers go on reading the old rows until the commit. SQLite already allows one writer at a time.
 */
export async function lockTableForRewrite(trx: AnyKysely, table: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}

/**
 * PostgreSQL's refusals of a value itself (SQLState class 22): a NUL character in text, an integer
 * beyond the column's range. SQLite stores or compares such values and simply finds nothing, so on
 * PostgreSQL they are the caller's bad input (400), not a server failure.
 */
const REFUSED_VALUE_STATES = new Set(["22003", "22021", "22P02", "22P05"]);

export function isRefusedValueError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    typeof error.code === "string" &&
    REFUSED_VALUE_STATES.has(error.code)
  );
}
