import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Migrator } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createCommerceApi, prepareCommerceDatabase } from "../../commerce-api";
import { openDatabase } from "../../commerce-api/db/database";
import { migrations, renamedMigrations } from "../../commerce-api/db/migrations";
import { seedSteps } from "../../commerce-api/db/seed";
import { call } from "./helpers";
import { onPostgres } from "./test-database";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function countRows(file: string): Record<string, number> {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  try {
    const tables = [
      "tenants",
      "pages",
      "banners",
      "default_links",
      "dictionary_entries",
      "seed_runs",
      "kysely_migration",
    ];
    return Object.fromEntries(
      tables.map((table) => [
        table,
        (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n,
      ]),
    );
  } finally {
    sqlite.close();
  }
}

// SQLite only: opens, corrupts and inspects the SQLite file itself; skipped on a PostgreSQL run.
describe.skipIf(onPostgres)("database lifecycle", () => {
  it("creates the data dir, migrates and seeds once, and restarts without duplicating rows", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "commerce-api-life-")), "nested", "data");
    dirs.push(path.dirname(path.dirname(dataDir)));
    const file = path.join(dataDir, "commerce.sqlite");

    const first = createCommerceApi({ dataDir });
    await first.ready;
    expect(existsSync(file)).toBe(true);
    const afterFirstStart = countRows(file);
    expect(afterFirstStart).toMatchObject({
      tenants: 2,
      seed_runs: seedSteps.length,
      kysely_migration: Object.keys(migrations).length,
    });
    expect(afterFirstStart.pages).toBeGreaterThanOrEqual(30);
    first.close();

    const second = createCommerceApi({ dataDir });
    await second.ready;
    expect((await call(second, "/api/v1/content/page/?id=1")).status).toBe(200);
    second.close();
    expect(countRows(file)).toEqual(afterFirstStart);
  });

  it("is prepared once by the cluster primary; a worker started prepared serves without preparing again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-prepared-"));
    dirs.push(dataDir);
    const file = path.join(dataDir, "commerce.sqlite");
    await prepareCommerceDatabase({ dataDir });
    const prepared = countRows(file);
    expect(prepared).toMatchObject({ tenants: 2, seed_runs: seedSteps.length });
    // Forget one seed step: a start that seeds would run it again, a worker started prepared doesn't.
    const sqlite = new SqliteDatabase(file);
    sqlite.prepare("delete from seed_runs where name like '011-%'").run();
    sqlite.close();

    const worker = createCommerceApi({ dataDir, prepared: true });
    await worker.ready;
    expect((await call(worker, "/api/v1/content/page/?id=1")).status).toBe(200);
    worker.close();
    expect(countRows(file).seed_runs).toBe(seedSteps.length - 1);
  });

  it("migrates a database whose migrations ran under their old names without running them again", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-renamed-"));
    dirs.push(dataDir);
    // The schema as a release before the renames left it: every migration, recorded under its old name.
    const oldNames = Object.fromEntries(Object.entries(renamedMigrations).map(([from, to]) => [to, from]));
    const named = Object.entries(migrations).map(([name, migration]) => [oldNames[name] ?? name, migration]);
    const old = openDatabase(dataDir);
    const migrator = new Migrator({
      db: old.db,
      provider: { getMigrations: async () => Object.fromEntries(named) },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await old.db.destroy();

    const api = createCommerceApi({ dataDir });
    await api.ready;
    api.close();
    const sqlite = new SqliteDatabase(path.join(dataDir, "commerce.sqlite"), { readonly: true });
    const recorded = sqlite.prepare("select name from kysely_migration order by name").all();
    sqlite.close();
    expect(recorded).toEqual(
      Object.keys(migrations)
        .sort()
        .map((name) => ({ name })),
    );
  });

  it("adds the landing pages and company banners to a database seeded before them (issue 16)", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-landings-"));
    dirs.push(dataDir);
    const first = createCommerceApi({ dataDir });
    await first.ready;
    first.close();
    const file = path.join(dataDir, "commerce.sqlite");
    const full = countRows(file);
    // What an older release left: none of the new pages or banners, and step 011 never ran.
    const sqlite = new SqliteDatabase(file);
    sqlite.prepare("delete from pages where key in ('landing-christmas', 'landing-wonders')").run();
    sqlite.prepare("delete from banners where customer_target = 'company'").run();
    sqlite.prepare("delete from seed_runs where name like '011-%'").run();
    sqlite.close();

    const second = createCommerceApi({ dataDir });
    await second.ready;
    second.close();
    expect(countRows(file)).toEqual(full);
  });

  it("uses WAL and enforces foreign keys", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-pragma-"));
    dirs.push(dataDir);
    const api = createCommerceApi({ dataDir });
    await api.ready;
    api.close();
    const sqlite = new SqliteDatabase(path.join(dataDir, "commerce.sqlite"));
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    sqlite.pragma("foreign_keys = ON");
    expect(() => sqlite.prepare("insert into default_links values ('zz', 'home', '/')").run()).toThrow(
      /FOREIGN KEY/,
    );
    sqlite.close();
  });

  it("lets a request wait for start-up instead of failing", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-wait-"));
    dirs.push(dataDir);
    const api = createCommerceApi({ dataDir });
    // No await on ready: the handler must do it.
    expect((await call(api, "/api/v1/content/basic-configs/")).status).toBe(200);
    api.close();
  });

  it("can be closed before start-up has finished", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-close-"));
    dirs.push(dataDir);
    const api = createCommerceApi({ dataDir });
    api.close();
    await expect(api.ready).resolves.toBeUndefined();
  });
});

describe.skipIf(onPostgres)("dictionary sync", () => {
  it("restores the shipped UI texts on every start, whatever the database held", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-api-dict-"));
    dirs.push(dataDir);
    const first = createCommerceApi({ dataDir });
    await first.ready;
    first.close();

    const file = path.join(dataDir, "commerce.sqlite");
    const sqlite = new SqliteDatabase(file);
    sqlite
      .prepare("update dictionary_entries set text = 'stale' where namespace = 'header' and key = 'cart'")
      .run();
    sqlite
      .prepare(
        "insert into dictionary_entries (language, namespace, key, text) values ('fr', 'x', 'gone', 'old')",
      )
      .run();
    sqlite.close();

    const second = createCommerceApi({ dataDir });
    await second.ready;
    second.close();
    const check = new SqliteDatabase(file, { readonly: true });
    const texts = check
      .prepare(
        "select language, text from dictionary_entries where namespace = 'header' and key = 'cart' order by language",
      )
      .all();
    const removed = check.prepare("select count(*) as n from dictionary_entries where namespace = 'x'").get();
    check.close();
    expect(texts).toEqual([
      { language: "en", text: "Basket" },
      { language: "fr", text: "Panier" },
    ]);
    expect(removed).toEqual({ n: 0 });
  });
});
