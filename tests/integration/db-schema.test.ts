import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GENERATED_TYPES_FILE,
  generateDatabaseTypes,
  migratedSqliteTables,
} from "../../commerce-api/db/codegen/generate";
import { createTestApi, type TestApi } from "./helpers";
import { onPostgres } from "./test-database";

/**
 * Kysely trusts the `Database` interface blindly: a column a migration added (or dropped, or made
 * nullable) and the types didn't follow compiles and fails only when a query reaches it. The types are
 * generated from a migrated SQLite database (ADR 085); this regenerates them in memory and compares.
 */
describe("database types", () => {
  it("are what the migrations build (run npm run db:types)", async () => {
    const checkedIn = fs.readFileSync(GENERATED_TYPES_FILE, "utf8");
    // A plain equality: a failure shows the differing lines, and the message says how to fix it.
    expect(checkedIn, "commerce-api/db/schema.generated.ts is stale: run npm run db:types").toBe(
      await generateDatabaseTypes(),
    );
  });
});

/**
 * The same types serve PostgreSQL (ADR 043): its migrations must build the same tables, with the same
 * columns, each as nullable as on SQLite. Runs on a PostgreSQL run (scripts/test-postgres.mjs) only.
 */
describe.runIf(onPostgres)("on PostgreSQL, the migrated database", () => {
  let test: TestApi;
  beforeAll(async () => {
    test = await createTestApi();
  });
  afterAll(() => test.dispose());

  // PostgreSQL only, outside the shared types: abuse_limits is rate-limiter-flexible's (migration 028,
  // never queried through Kysely); search_fts declares the rowid SQLite's FTS5 keeps implicit, and adds
  // the tsvector the search queries in raw SQL (migration 017).
  const POSTGRES_ONLY = ["abuse_limits.", "search_fts.rowid", "search_fts.document"];
  const shared = (name: string) => !POSTGRES_ONLY.some((left) => name.startsWith(left));

  it("has SQLite's tables, columns and nullability", async () => {
    const opened = test.openDb();
    try {
      const tables = await opened.db.introspection.getTables();
      const postgres = tables
        .flatMap((table) =>
          table.columns.map((column) => [`${table.name}.${column.name}`, column.isNullable]),
        )
        .filter(([name]) => shared(String(name)));
      const sqlite = (await migratedSqliteTables()).flatMap((table) =>
        table.columns.map((column) => [`${table.name}.${column.name}`, column.nullable]),
      );
      expect(Object.fromEntries(postgres)).toEqual(Object.fromEntries(sqlite));
    } finally {
      await opened.close();
    }
  });
});
