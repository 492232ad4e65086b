import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateToLatest, openSqlite } from "../database";
import { SCHEMA_NOTES } from "../schema-notes";
import { readSqliteSchema } from "./read-schema";
import { renderDatabaseTypes } from "./render-types";

/** The checked-in file `npm run db:types` writes. */
export const GENERATED_TYPES_FILE = path.join(import.meta.dirname, "..", "schema.generated.ts");

/**
 * Migrates a new SQLite database in a temporary directory and renders its tables as the Kysely
 * `Database` types: the migrations are the one definition, the types follow them.
 */
export async function generateDatabaseTypes(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "db-types-"));
  const opened = openSqlite(dir);
  try {
    await migrateToLatest(opened.db);
    return renderDatabaseTypes(readSqliteSchema(opened.sqlite), SCHEMA_NOTES);
  } finally {
    await opened.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
