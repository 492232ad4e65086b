import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { readSqliteSchema } from "./read-schema";
import { interfaceName, renderDatabaseTypes } from "./render-types";

let sqlite: SqliteDatabase.Database | undefined;
afterEach(() => sqlite?.close());

/** A database built from `ddl`, read back as the generator reads the migrated one. */
function tablesOf(ddl: string) {
  sqlite = new SqliteDatabase(":memory:");
  sqlite.exec(ddl);
  return readSqliteSchema(sqlite);
}

describe("renderDatabaseTypes", () => {
  it("types columns by affinity, nullability and defaults", () => {
    const source = renderDatabaseTypes(
      tablesOf(`create table "line_notes" ("id" integer primary key autoincrement, "body" text not null,
        "note" text, "weight" real not null, "count" integer default 0 not null, "png" blob)`),
      {},
    );
    expect(source).toContain(`export interface LineNotesTable {
  id: Generated<number>;
  body: string;
  note: string | null;
  weight: number;
  count: Generated<number>;
  png: Buffer | null;
}`);
    expect(source).toContain("line_notes: LineNotesTable;");
    expect(source).toContain(`line_notes: ["id", "body", "note", "weight", "count", "png"],`);
  });

  it("reads value lists and flags from check constraints", () => {
    const source = renderDatabaseTypes(
      tablesOf(`create table "drafts" ("id" text primary key,
        "status" text not null check (status in ('open', 'finalized')),
        "shared" integer not null check (shared in (0, 1)), "size" integer check (size in (1, 2)))`),
      {},
    );
    expect(source).toContain(
      `  id: string;\n  status: "open" | "finalized";\n  shared: SqliteBoolean;\n  size: number | null;`,
    );
    expect(source).toContain(`import type { SqliteBoolean } from "./sqlite-boolean";`);
  });

  it("adds the notes' docs and narrower types, keeping nullability from the schema", () => {
    const source = renderDatabaseTypes(
      tablesOf(`create table "pages" ("hidden" integer default 0, "kind" text)`),
      {
        pages: {
          doc: "A page.",
          columns: {
            hidden: { type: "SqliteBoolean", doc: "Out of the menus." },
            kind: { type: '"a" | "b"' },
          },
        },
      },
    );
    expect(source).toContain(`/** A page. */
export interface PagesTable {
  /** Out of the menus. */
  hidden: Generated<SqliteBoolean | null>;
  kind: "a" | "b" | null;
}`);
  });

  it("gives an FTS5 table its rowid and text columns, without its shadow tables", () => {
    const tables = tablesOf(`create virtual table search_fts using fts5(title, body)`);
    expect(tables.map((table) => table.name)).toEqual(["search_fts"]);
    expect(renderDatabaseTypes(tables, {})).toContain(
      "export interface SearchFtsTable {\n  rowid: number;\n  title: string;\n  body: string;\n}",
    );
  });

  it("refuses a note about a column the database doesn't have", () => {
    const tables = tablesOf(`create table "pages" ("id" text primary key)`);
    expect(() => renderDatabaseTypes(tables, { pages: { columns: { title: { doc: "Gone." } } } })).toThrow(
      'no column "pages.title"',
    );
    expect(() => renderDatabaseTypes(tables, { posts: {} })).toThrow('no table "posts"');
  });

  it("names interfaces after their tables", () => {
    expect(interfaceName("country_names")).toBe("CountryNamesTable");
    expect(interfaceName("search_fts")).toBe("SearchFtsTable");
  });
});
