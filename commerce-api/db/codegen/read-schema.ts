import type SqliteDatabase from "better-sqlite3";

/** One column as the migrated SQLite database declares it. */
export interface ColumnShape {
  name: string;
  /** The declared type, lower case ("text", "integer", "real", "blob"; "" in a virtual table). */
  sqlType: string;
  nullable: boolean;
  /** The database fills it when an insert leaves it out: a default or an autoincrement id. */
  generated: boolean;
  /** The values a `check (column in (…))` constraint allows, as written in SQL. */
  allowed: string[] | null;
}

export interface TableShape {
  name: string;
  /** An FTS5 table: its rowid is the join key, though table_info doesn't list it. */
  virtual: boolean;
  columns: ColumnShape[];
}

interface TableInfoRow {
  name: string;
  type: string;
  notnull: 0 | 1;
  dflt_value: string | null;
  pk: number;
}

/**
 * The tables the migrations built, read from SQLite's catalogue: Kysely's own tables and FTS5's
 * shadow tables (search_fts_data, …) aside, in name order so the output doesn't depend on history.
 */
export function readSqliteSchema(sqlite: SqliteDatabase.Database): TableShape[] {
  const rows = sqlite
    .prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'")
    .all() as { name: string; sql: string }[];
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql)).map((row) => row.name);
  return rows
    .filter((row) => !row.name.startsWith("kysely_"))
    .filter((row) => !virtual.some((owner) => row.name.startsWith(`${owner}_`)))
    .map((row) => ({
      name: row.name,
      virtual: virtual.includes(row.name),
      columns: readColumns(sqlite, row.name, row.sql, virtual.includes(row.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function readColumns(
  sqlite: SqliteDatabase.Database,
  table: string,
  createSql: string,
  virtual: boolean,
): ColumnShape[] {
  const info = sqlite.prepare("select * from pragma_table_info(?)").all(table) as TableInfoRow[];
  const autoIncrement = /autoincrement/i.test(createSql);
  const checks = allowedValues(createSql);
  return info.map((column) => ({
    name: column.name,
    sqlType: column.type.toLowerCase(),
    // SQLite lets a non-integer primary key hold NULL (a historical quirk); PostgreSQL doesn't,
    // and no code writes one: a key column is not null on both.
    // An FTS5 table declares no constraints at all; the indexer writes text into every column.
    nullable: column.notnull === 0 && column.pk === 0 && !virtual,
    generated: column.dflt_value !== null || (autoIncrement && column.pk === 1),
    allowed: checks.get(column.name) ?? null,
  }));
}

/** `check (status in ('open', 'finalized'))` → status: ["'open'", "'finalized'"]. */
export function allowedValues(createSql: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of createSql.matchAll(/check \("?(\w+)"? in \(([^)]*)\)\)/gi)) {
    const [, column, list] = match;
    if (column && list)
      found.set(
        column,
        list.split(",").map((value) => value.trim()),
      );
  }
  return found;
}
