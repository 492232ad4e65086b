#!/usr/bin/env node
// Online backup of the embedded API's database: `npm run backup -- PATH [--force]`. It first says
// what it covers in this setup (scripts/backup-coverage.mjs): files and PostgreSQL are others' to copy.
// Safe while the shop runs: SQLite's backup API copies a consistent snapshot, WAL content included,
// which a plain `cp` of commerce.sqlite would miss (recent writes live in commerce.sqlite-wal).
// PATH may be an existing directory: the copy is then named commerce-YYYYMMDD-HHMMSS.sqlite in it.
import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";
import { backupCoverage } from "./backup-coverage.mjs";

const USAGE =
  "Usage: npm run backup -- PATH [--force]   (DATA_DIR selects the data directory, default .data)";

function fail(message, code = 1) {
  if (code === 0) console.info(message);
  else console.error(message);
  process.exit(code);
}

function parseArgs(argv) {
  const force = argv.includes("--force");
  const paths = argv.filter((arg) => arg !== "--force");
  if (argv.includes("--help") || argv.includes("-h")) fail(USAGE, 0);
  if (paths.length !== 1 || paths[0].startsWith("-")) fail(USAGE, 2);
  return { target: resolve(paths[0]), force };
}

/** A directory gets a timestamped file name, so a cron line can keep one copy per run. */
function destinationFor(target) {
  if (!existsSync(target) || !statSync(target).isDirectory()) return target;
  const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return join(target, `commerce-${stamp}.sqlite`);
}

/** Flushes a file's data to disk, so the rename below never publishes a copy the OS still holds in memory. */
function fsyncFile(file) {
  const fd = openSync(file, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function main() {
  const { target, force } = parseArgs(process.argv.slice(2));
  const coverage = backupCoverage(process.env);
  for (const line of coverage.lines) console.info(line);
  // Nothing to copy here: a cron line on a PostgreSQL shop must fail loudly, not look done.
  if (coverage.database === "postgres") fail("Nothing backed up: this command copies SQLite only.");
  const dataDir = resolve(process.env.DATA_DIR || ".data");
  const source = join(dataDir, "commerce.sqlite");
  if (!existsSync(source)) fail(`No database at ${source} (set DATA_DIR to the shop's data directory)`);
  const destination = destinationFor(target);
  if (existsSync(destination) && !force) fail(`${destination} already exists; pass --force to overwrite it`);
  if (!existsSync(dirname(destination))) fail(`The directory ${dirname(destination)} does not exist`);

  // Written next to the destination (same file system, so the rename is atomic) and created 0600
  // before SQLite fills it: the copy holds the signing key and password hashes, like the original.
  const temporary = join(dirname(destination), `.${basename(destination)}.${process.pid}.tmp`);
  closeSync(openSync(temporary, "wx", 0o600));
  try {
    // Opened read-write although the backup only reads: depending on the SQLite build, a read-only
    // connection can fail on a WAL database whose -shm file is missing (shop stopped uncleanly).
    const db = new Database(source, { fileMustExist: true });
    try {
      await db.backup(temporary);
    } finally {
      db.close();
    }
    const copy = new Database(temporary);
    // The copy keeps the WAL flag of the original; a rollback journal makes it one self-contained file
    // that opens anywhere, even read-only (the shop switches it back to WAL when it opens it).
    copy.pragma("journal_mode = DELETE");
    const check = copy.pragma("quick_check", { simple: true });
    const pages = copy.pragma("page_count", { simple: true });
    copy.close();
    if (check !== "ok") throw new Error(`the copy failed its check: ${check}`);
    fsyncFile(temporary);
    renameSync(temporary, destination);
    const { size } = statSync(destination);
    console.info(`Backed up ${source} to ${destination} (${size} bytes, ${pages} pages)`);
  } catch (error) {
    rmSync(temporary, { force: true });
    fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

await main();
