import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type OpenedSqlite, openSqlite } from "./database";

/**
 * A throw-away SQLite database for one test file: opened before its tests with `setup` run on it
 * (the tables the file needs), closed and deleted after them. Read `.db` inside tests and hooks.
 */
export function scratchSqlite(name: string, setup: (db: OpenedSqlite["db"]) => Promise<void>) {
  let dir = "";
  let opened: OpenedSqlite | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    opened = openSqlite(dir);
    await setup(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get db(): OpenedSqlite["db"] {
      if (!opened) throw new Error("the scratch database opens in beforeAll");
      return opened.db;
    },
  };
}
