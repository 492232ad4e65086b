import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openSqlite } from "../database";
import { SCHEMA_NOTES } from "../schema-notes";
import { readSqliteSchema, type TableShape } from "./read-schema";
import { renderDatabaseTypes } from "./render-types";

/** The checked-in file `npm run db:types` writes. */
export const GENERATED_TYPES_FILE = path.join(import.meta.dirname, "..", "schema.generated.ts");

/** The tables of a new SQLite database, migrated in a temporary directory that is removed after. */
export async function migratedSqliteTables(): Promise<TableShape[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-types-"));
  const opened = openSqlite(dir);
  try {
    await migrateToLatest(opened.db);
    return readSqliteSchema(opened.sqlite);
  } finally {
    await opened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Kysely `Database` types of what the migrations build: the migrations are the one definition,
 * the types follow them.
 */
export async function generateDatabaseTypes(): Promise<string> {
  return renderDatabaseTypes(await migratedSqliteTables(), SCHEMA_NOTES);
}
