import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { logger } from "../logger";

/**
 * The data directory holds the JWT signing key, password hashes, customers' emails and print files:
 * nobody but the shop's own user may read it, whatever the umask of the process that created it.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** SQLite's companions of a database file; they hold recent pages, so they are as secret as the file. */
export const SQLITE_SIDE_FILES = ["-wal", "-shm", "-journal"] as const;

/**
 * chmod that warns instead of throwing where the file system can't do modes (some bind mounts, CIFS):
 * the shop should still start there, and the operator hears why the files stay readable.
 */
function chmodOrWarn(target: string, mode: number): void {
  try {
    chmodSync(target, mode);
  } catch (error) {
    if (isCode(error, "ENOENT")) return;
    logger.warn({ file: target, err: error }, "could not make the file owner-only");
  }
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

/** Creates the directory owner-only, or tightens it if an older version created it world-readable. */
export function ensurePrivateDirSync(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodOrWarn(dir, PRIVATE_DIR_MODE);
}

/** Async ensurePrivateDirSync, for request handlers that write files (outbox, print files). */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodOrWarn(dir, PRIVATE_DIR_MODE); // one syscall: not worth an async twin
}

/**
 * Creates the database file 0600 before SQLite opens it (SQLite would create it 0644 under the usual
 * umask, and gives its -wal/-shm files the mode of the database file), and tightens existing ones.
 */
export function prepareDatabaseFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  chmodOrWarn(file, PRIVATE_FILE_MODE);
  for (const suffix of SQLITE_SIDE_FILES) chmodOrWarn(`${file}${suffix}`, PRIVATE_FILE_MODE);
}
