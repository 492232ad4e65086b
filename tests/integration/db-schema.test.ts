import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_COLUMNS } from "../../commerce-api/db/schema";
import { createTestApi, type TestApi } from "./helpers";
import { onPostgres } from "./test-database";

/**
 * Kysely trusts the `Database` interface blindly: a column a migration forgot (or one the interface
 * forgot) compiles and fails only when a query reaches it. The interface's column lists
 * (DATABASE_COLUMNS, checked against it by tsc) must match what the migrations built.
 */

let test: TestApi;
let sqlite: SqliteDatabase.Database;

beforeAll(async () => {
  test = await createTestApi();
  sqlite = new SqliteDatabase(path.join(test.dataDir, "commerce.sqlite"), { readonly: true });
});
afterAll(() => {
  sqlite.close();
  test.dispose();
});

function columnsOf(table: string): string[] {
  const rows = sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[];
  return rows.map((row) => row.name).sort();
}

// SQLite only: the table and column list is read with SQLite pragmas; skipped on a PostgreSQL run (TEST_DATABASE_URL).
describe.skipIf(onPostgres)("database schema", () => {
  it("has every table the Database interface declares, and no other (Kysely's own aside)", () => {
    const rows = sqlite
      .prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as { name: string; sql: string }[];
    // An FTS5 table keeps its data in shadow tables named after it (search_fts_data, …): SQLite's, not ours.
    const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql)).map((row) => row.name);
    const tables = rows
      .map((row) => row.name)
      .filter((name) => !name.startsWith("kysely_"))
      .filter((name) => !virtual.some((owner) => name.startsWith(`${owner}_`)));
    expect(tables.sort()).toEqual(Object.keys(DATABASE_COLUMNS).sort());
  });

  it.each(Object.entries(DATABASE_COLUMNS))("%s has the columns its interface declares", (table, columns) => {
    expect(columnsOf(table)).toEqual(Object.keys(columns).sort());
  });
});
