import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE_NAME, openSqlite } from "./database";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "immediate-dialect-"));
  dirs.push(dir);
  return dir;
}

/** Another connection to the same file that gives up at once instead of waiting for a lock. */
function impatientConnection(dataDir: string): SqliteDatabase.Database {
  const other = new SqliteDatabase(path.join(dataDir, DATABASE_FILE_NAME));
  other.pragma("busy_timeout = 0");
  return other;
}

describe("the commerce database's transactions", () => {
  it("hold the write lock from their first statement, even one that only reads", async () => {
    const dataDir = freshDataDir();
    const { db, sqlite } = openSqlite(dataDir);
    await sql`create table counter (n integer)`.execute(db);
    const other = impatientConnection(dataDir);
    try {
      const seenInside = await db.transaction().execute(async (trx) => {
        await sql`select count(*) from counter`.execute(trx);
        // Another process could not start writing now: this transaction's later write can't go stale.
        expect(() => other.prepare("begin immediate").run()).toThrow(/database is locked/);
        return sqlite.inTransaction;
      });
      expect(seenInside).toBe(true);
      // Released on commit.
      other.prepare("begin immediate").run();
      other.prepare("rollback").run();
    } finally {
      other.close();
      await db.destroy();
    }
  });

  it("roll back as before", async () => {
    const dataDir = freshDataDir();
    const { db } = openSqlite(dataDir);
    await sql`create table counter (n integer)`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into counter values (1)`.execute(trx);
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    const { rows } = await sql<{ n: number }>`select count(*) as n from counter`.execute(db);
    expect(rows[0]?.n).toBe(0);
    await db.destroy();
  });
});
