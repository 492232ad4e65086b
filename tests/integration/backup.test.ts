import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { type CommerceApi, createCommerceApi } from "../../commerce-api";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { sender, signIn } from "./orders-fixture";
import { onPostgres } from "./test-database";

/** npm run backup / restore (scripts/*.mjs), run as the operator would: separate Node processes. */

const ROOT = path.resolve(import.meta.dirname, "../..");
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function run(script: "backup" | "restore", dataDir: string, ...args: string[]) {
  return runWith({}, script, dataDir, ...args);
}

/** Runs a script in a given setup: the test's own S3 and database variables never leak in. */
function runWith(
  setup: Record<string, string>,
  script: "backup" | "restore",
  dataDir: string,
  ...args: string[]
) {
  const { S3_BUCKET: _bucket, S3_ENDPOINT: _endpoint, DATABASE_URL: _url, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [path.join(ROOT, "scripts", `${script}.mjs`), ...args], {
    env: { ...inherited, ...setup, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

const STREET = "12 rue de la Sauvegarde";

/** Marie's addresses as the API answers them, from a given test API. */
async function streetsOf(api: CommerceApi): Promise<string> {
  const send = sender(() => ({ api }));
  const token = await signIn(send, "marie.dupont@example.com");
  return JSON.stringify(dataOf(await send(token, "GET", "/api/v1/customer/")));
}

async function apiWithNewAddress(): Promise<TestApi> {
  const test = await createTestApi();
  cleanups.push(() => test.dispose());
  const send = sender(() => test);
  const token = await signIn(send, "marie.dupont@example.com");
  const address = { firstName: "M", lastName: "D", street: STREET, postalCode: "75011", city: "Paris" };
  dataOf(
    await send(token, "POST", "/api/v1/customer/address/", { ...address, country: "fr", type: "shipping" }),
  );
  return test;
}

// Each case starts one or two APIs (migrations and seeds) and spawns Node: above the 5 s default.
// SQLite only: npm run backup/restore copy the SQLite file (PostgreSQL has pg_dump); skipped on a PostgreSQL run (TEST_DATABASE_URL).
describe.skipIf(onPostgres)("backup and restore", { timeout: 60_000 }, () => {
  it("backs up the open database with its WAL content and restores it into a fresh data dir", async () => {
    const test = await apiWithNewAddress();
    // The address is still only in the WAL: a plain copy of commerce.sqlite would lose it.
    expect(statSync(path.join(test.dataDir, "commerce.sqlite-wal")).size).toBeGreaterThan(0);
    const backups = tempDir("commerce-backup-");
    const file = path.join(backups, "shop.sqlite");

    const backup = run("backup", test.dataDir, file);
    expect(backup.status, backup.err).toBe(0);
    expect(backup.out).toMatch(new RegExp(`to ${file} \\(\\d+ bytes, \\d+ pages\\)`));
    // It says what it covers: the database, not the files beside it.
    expect(backup.out).toContain("commerce.sqlite: copied by this command");
    expect(backup.out).toMatch(
      /artwork and .*media: NOT copied by this command; copy them with your file backup/,
    );
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(backups)).toEqual(["shop.sqlite"]); // no temporary file left behind

    const target = path.join(tempDir("commerce-restore-"), "data");
    const restore = run("restore", target, file);
    expect(restore.status, restore.err).toBe(0);
    const restored = createCommerceApi({ dataDir: target });
    cleanups.push(() => restored.close());
    await restored.ready;
    expect(await streetsOf(restored)).toContain(STREET);
  });

  it("refuses to overwrite a backup unless told to, and names a copy by date inside a directory", async () => {
    const test = await apiWithNewAddress();
    const backups = tempDir("commerce-backup-");
    const file = path.join(backups, "shop.sqlite");
    writeFileSync(file, "an older backup");
    const refused = run("backup", test.dataDir, file);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain("--force");
    expect(statSync(file).size).toBe("an older backup".length);
    expect(run("backup", test.dataDir, file, "--force").status).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(4096);

    expect(run("backup", test.dataDir, backups).status).toBe(0);
    expect(readdirSync(backups).filter((name) => /^commerce-\d{8}-\d{6}\.sqlite$/.test(name))).toHaveLength(
      1,
    );
    expect(run("backup", tempDir("commerce-empty-"), file, "--force").status).toBe(1); // no database there
  });

  it("keeps the replaced database, drops its stale WAL index, and refuses files that aren't ours", async () => {
    const test = await apiWithNewAddress();
    const file = path.join(tempDir("commerce-backup-"), "shop.sqlite");
    expect(run("backup", test.dataDir, file).status).toBe(0);
    const target = tempDir("commerce-restore-");
    const older = createCommerceApi({ dataDir: target });
    await older.ready;
    older.close();
    writeFileSync(path.join(target, "commerce.sqlite-shm"), "stale");

    const notSqlite = path.join(target, "notes.txt");
    writeFileSync(notSqlite, "not a database at all, just some text to make it long enough");
    const foreign = path.join(target, "other.sqlite");
    const other = new SqliteDatabase(foreign);
    other.exec("create table things (id integer)");
    other.close();
    for (const bad of [notSqlite, foreign, path.join(target, "missing.sqlite")]) {
      const refused = run("restore", target, bad);
      expect(refused.status, bad).toBe(1);
      expect(readdirSync(target).some((name) => name.includes("before-restore"))).toBe(false);
    }
    expect(run("restore", target, foreign).err).toContain("not this shop's database");

    expect(run("restore", target, file).status).toBe(0);
    const kept = readdirSync(target).filter((name) => name.startsWith("commerce.sqlite.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(target, "commerce.sqlite-shm"))).toBe(false);
    if (process.platform !== "win32")
      expect(statSync(path.join(target, "commerce.sqlite")).mode & 0o777).toBe(0o600);
    const restored = createCommerceApi({ dataDir: target });
    cleanups.push(() => restored.close());
    await restored.ready;
    expect(await streetsOf(restored)).toContain(STREET);
  });
});

describe("what the backup covers", () => {
  it("says that PostgreSQL and a bucket are not its to copy, and fails rather than look done", () => {
    const dataDir = tempDir("commerce-backup-setup-");
    const setup = {
      DATABASE_URL: "postgres://presto@db.internal/presto",
      S3_BUCKET: "presto-files",
      S3_ENDPOINT: "http://127.0.0.1:9000",
    };
    const backup = runWith(setup, "backup", dataDir, path.join(dataDir, "copy.sqlite"));
    expect(backup.status).toBe(1);
    expect(backup.out).toContain(
      "PostgreSQL (DATABASE_URL): NOT copied by this command; back it up with pg_dump",
    );
    expect(backup.out).toContain(
      "in the bucket presto-files at http://127.0.0.1:9000: NOT copied by this command",
    );
    expect(backup.err).toContain("Nothing backed up: this command copies SQLite only.");
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
