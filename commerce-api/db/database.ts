import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, Migrator, sql } from "kysely";
import { ConfigurationError } from "#contract/env-config";
import { isPostgres } from "./dialect";
import { migrationProvider, renamedMigrations } from "./migrations";
import { type OpenedPostgres, openPostgres } from "./postgres-database";
import { ensurePrivateDirSync, prepareDatabaseFile } from "./private-files";
import { RecentMap } from "./process-caches";
import type { Database } from "./schema";
import { SqliteImmediateDialect } from "./sqlite-immediate-dialect";

export const DATABASE_FILE_NAME = "commerce.sqlite";

export interface OpenedSqlite {
  kind: "sqlite";
  db: Kysely<Database>;
  /** The raw connection (backups, tests that read the file's schema). */
  sqlite: SqliteDatabase.Database;
  /** The database file. */
  location: string;
  close(): Promise<void>;
}

export type OpenedDatabase = OpenedSqlite | OpenedPostgres;

/**
 * The API's database (ADR 043): PostgreSQL when a `postgres://` URL is given (DATABASE_URL),
 * otherwise the SQLite file of the data dir.
 */
export function openDatabase(dataDir: string, databaseUrl?: string): OpenedDatabase {
  if (!databaseUrl) return openSqlite(dataDir);
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  return openPostgres(databaseUrl);
}

/**
 * Opens (creating the directory and file if needed) the SQLite database of a data dir. The directory
 * is made 0700 and the database files 0600: they hold the signing key and password hashes.
 */
export function openSqlite(dataDir: string): OpenedSqlite {
  ensurePrivateDirSync(dataDir);
  const file = path.join(dataDir, DATABASE_FILE_NAME);
  prepareDatabaseFile(file);
  const sqlite = new SqliteDatabase(file);
  // WAL lets the storefront and the standalone API read while the other writes.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({
    dialect: new SqliteImmediateDialect({ database: withStatementCache(sqlite) }),
  });
  const close = async () => {
    if (sqlite.open) sqlite.close();
  };
  return { kind: "sqlite", db, sqlite, location: file, close };
}

/** Prepared statements kept per SQL text; the catalogue's and the cart's queries repeat a few hundred texts. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs; preparing was 3.4 % of an uncached product page's CPU (issue 18
 * profile). The same SQL text reuses its statement (SQLite re-prepares one itself after a schema
 * change). Safe here because Kysely runs each statement to completion synchronously (no streaming).
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new RecentMap<string, SqliteDatabase.Statement>(STATEMENT_CACHE_SIZE);
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      return statement;
    },
  };
}

const MIGRATION_ATTEMPTS = 3;

/**
 * Brings the schema to the latest migration. Two processes starting on a fresh data dir at once
 * can collide on SQLite's write lock (SQLITE_BUSY); the loser retries and finds the work done.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  await renameShippedMigrations(db);
  await refuseNewerSchema(db);
  // Migration numbers are handed out to work done in parallel, so one may land after a higher one
  // already ran (037 after 039): it runs then instead of Kysely refusing the database. Executed
  // migrations this build doesn't know are refused above, whatever their number.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === "Error");
    if (!error && !failed) return;
    if (attempt < MIGRATION_ATTEMPTS && isBusyError(error)) {
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      continue;
    }
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Commerce API database migration failed${name}`, { cause: error });
  }
}

/**
 * A host still running older code, started against a database a newer release already migrated
 * (a rolling deployment, issue 37 §1), would serve with a schema it doesn't know: it stops instead,
 * with one line (a ConfigurationError: exit 78, the cluster primary doesn't restart it).
 */
async function refuseNewerSchema(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const known = await migrationProvider.getMigrations();
  const unknown = rows.map((row) => row.name).filter((name) => !(name in known));
  if (unknown.length === 0) return;
  throw new ConfigurationError(
    `The database's schema is newer than this code: it ran migration ${unknown.sort().join(", ")}, which this build doesn't know. Deploy the same release on every host; this one refuses to start.`,
  );
}

/**
 * Gives migrations that ran under an old name their new one (see `renamedMigrations`); idempotent.
 * Only SQLite databases ever ran them under the old names: PostgreSQL came later.
 */
async function renameShippedMigrations(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  const { rows } = await sql<{ found: number }>`select count(*) as found from sqlite_master
    where type = 'table' and name = 'kysely_migration'`.execute(db);
  // A new database ran nothing under the old names.
  if (!rows[0]?.found) return;
  await db.transaction().execute(async (trx) => {
    for (const [from, to] of Object.entries(renamedMigrations)) {
      await sql`update kysely_migration set name = ${to} where name = ${from}`.execute(trx);
    }
  });
}

function isBusyError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "code" in error &&
    String(error.code).startsWith("SQLITE_BUSY")
  );
}
