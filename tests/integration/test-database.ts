import { randomBytes } from "node:crypto";
import pg from "pg";
import { type OpenedDatabase, openDatabase } from "../../commerce-api/db/database";

/**
 * The integration suite runs on SQLite (default) or, with TEST_DATABASE_URL naming a PostgreSQL
 * server (any database the user may connect to and create databases from, e.g. .../postgres), on
 * PostgreSQL: each test API then gets a database of its own, created here and dropped afterwards
 * (scripts/test-postgres.mjs starts a throw-away server and sets the variable).
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Whether this run is against PostgreSQL; files that read the SQLite file itself skip then. */
export const onPostgres = testDatabaseUrl !== undefined;

export const SQLITE_ONLY_REASON = "reads the SQLite file itself (file modes, backups, schema pragmas)";

let admin: pg.Pool | null = null;
const adminPool = (url: string) => {
  admin ??= new pg.Pool({ connectionString: url, max: 2 });
  return admin;
};

export interface TestDatabase {
  /** DATABASE_URL for the API, or undefined for the data dir's SQLite file. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test API (nothing to create on SQLite: the data dir is new). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!testDatabaseUrl) return { url: undefined, drop: async () => {} };
  const name = `t_${randomBytes(6).toString("hex")}`;
  const pool = adminPool(testDatabaseUrl);
  await pool.query(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a connection the API left open (a test that never closed it) must not keep it.
    drop: async () => {
      await pool.query(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A second connection to a test API's database, for tests that look at stored rows. */
export function openTestDatabase(dataDir: string, url: string | undefined): OpenedDatabase {
  return openDatabase(dataDir, url);
}
