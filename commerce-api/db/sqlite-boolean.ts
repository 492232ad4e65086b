/** SQLite has no boolean: a flag column holds 0 or 1 (PostgreSQL columns are mapped to the same). */
export type SqliteBoolean = 0 | 1;
