import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createCommerceApi } from "../../commerce-api";
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

/**
 * Migrating and seeding a new PostgreSQL database takes 3–5 s, and the suite makes about a hundred test
 * APIs: that was most of the PostgreSQL stage's time. scripts/test-postgres.mjs names a template
 * (TEST_DATABASE_TEMPLATE), migrated and seeded once per run by whichever test asks first (under an
 * advisory lock: test files run in several workers), and a test API seeded at today's clock starts
 * from a copy of it (CREATE DATABASE … TEMPLATE, a file copy). The API's own start-up then finds every
 * migration and seed step done, as a restarted host does.
 */
const templateName = process.env.TEST_DATABASE_TEMPLATE || undefined;
let template: Promise<string> | null = null;
const TEMPLATE_LOCK = 790_427;

function databaseUrl(name: string): string {
  const url = new URL(testDatabaseUrl ?? "");
  url.pathname = `/${name}`;
  return url.toString();
}

function preparedTemplate(pool: pg.Pool, name: string): Promise<string> {
  template ??= (async () => {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      const found = await client.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount === 0) await migrateAndSeed(client, name);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
      client.release();
    }
    return name;
  })();
  return template;
}

async function migrateAndSeed(client: pg.PoolClient, name: string): Promise<void> {
  // Made under another name and renamed once complete: a run stopped halfway leaves no half template.
  const making = `${name}_making`;
  await client.query(`drop database if exists ${making}`);
  await client.query(`create database ${making}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-template-"));
  const api = createCommerceApi({ dataDir, databaseUrl: databaseUrl(making) });
  try {
    await api.ready;
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await client.query(`alter database ${making} rename to ${name}`);
}

/**
 * A database for one test API (nothing to create on SQLite: the data dir is new): empty, or with
 * `seededNow` a copy of the run's migrated and seeded template when there is one.
 */
export async function createTestDatabase({ seededNow = false } = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) return { url: undefined, drop: async () => {} };
  const name = `t_${randomBytes(6).toString("hex")}`;
  const pool = adminPool(testDatabaseUrl);
  const from = seededNow && templateName ? await preparedTemplate(pool, templateName) : null;
  await pool.query(`create database ${name}${from ? ` template ${from}` : ""}`);
  return {
    url: databaseUrl(name),
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
