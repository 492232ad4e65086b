#!/usr/bin/env node
// Restores a backup made by `npm run backup`: `npm run restore -- PATH`. STOP THE SHOP FIRST: a
// running process keeps the old database open (and its -wal/-shm files) and would go on writing to it.
// The backup is checked before anything is touched, the current database is kept as
// commerce.sqlite.before-restore-<timestamp> (with its -wal), and the new file appears by an atomic rename.
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
} from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";

const USAGE = "Usage: npm run restore -- PATH   (stop the shop first; DATA_DIR selects the data directory)";
const DATABASE = "commerce.sqlite";
/** Tables every database of this app has since its first migration: Kysely's ledger and the shops. */
const REQUIRED_TABLES = ["kysely_migration", "tenants"];

function fail(message, code = 1) {
  if (code === 0) console.info(message);
  else console.error(message);
  process.exit(code);
}

/** Why the file is not a database of this shop, or null when it is sound and ours. */
function problemWith(file) {
  let db;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const check = db.pragma("integrity_check", { simple: true });
    if (check !== "ok") return `it failed SQLite's integrity check (${check})`;
    const names = new Set(
      db
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((row) => row.name),
    );
    const missing = REQUIRED_TABLES.filter((table) => !names.has(table));
    return missing.length > 0 ? `it is not this shop's database (no ${missing.join(", ")} table)` : null;
  } catch (error) {
    return `it is not a readable SQLite database (${error instanceof Error ? error.message : error})`;
  } finally {
    db?.close();
  }
}

/** Moves the current database (and its WAL, which may hold its latest writes) aside, drops the -shm. */
function keepPrevious(target) {
  if (!existsSync(target)) return null;
  const previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(target, previous);
  // SQLite pairs a database with "<name>-wal": renamed together, the kept copy stays complete. Left in
  // place, an old WAL would be replayed onto the restored file and corrupt it.
  if (existsSync(`${target}-wal`)) renameSync(`${target}-wal`, `${previous}-wal`);
  rmSync(`${target}-shm`, { force: true });
  rmSync(`${target}-journal`, { force: true });
  return previous;
}

function main() {
  const args = process.argv.slice(2);
  if (args.includes("--help") || args.includes("-h")) fail(USAGE, 0);
  if (args.length !== 1 || args[0].startsWith("-")) fail(USAGE, 2);
  const source = resolve(args[0]);
  if (!existsSync(source)) fail(`No backup at ${source}`);
  const problem = problemWith(source);
  if (problem) fail(`Not restoring ${source}: ${problem}. Nothing was changed.`);

  const dataDir = resolve(process.env.DATA_DIR || ".data");
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const target = join(dataDir, DATABASE);
  // Copied into the data directory first (same file system as the target, so the final rename is
  // atomic), owner-only like every file there, and flushed to disk before it replaces anything.
  const temporary = join(dataDir, `.${DATABASE}.restore-${process.pid}.tmp`);
  try {
    copyFileSync(source, temporary);
    chmodSync(temporary, 0o600);
    const fd = openSync(temporary, "r+");
    fsyncSync(fd);
    closeSync(fd);
    const previous = keepPrevious(target);
    renameSync(temporary, target);
    console.info(`Restored ${source} into ${target}`);
    if (previous) console.info(`The previous database was kept as ${previous}`);
  } catch (error) {
    rmSync(temporary, { force: true });
    fail(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

main();
