// `npm start`: builds when the build is missing or older than the sources, then serves in production mode.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { logger } from "../server/logger.js";

const BUILD_MARKER = "build/server/index.js";
const SOURCES = [
  "app",
  "server",
  "commerce-api",
  "contract",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stats.mtimeMs,
  );
}

const stale =
  !existsSync(BUILD_MARKER) || SOURCES.some((source) => newestMtime(source) > statSync(BUILD_MARKER).mtimeMs);

if (stale) {
  logger.info("building the storefront");
  // The whole build: react-router build empties build/, the standalone API's bundle included.
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";

// A fresh machine has no SESSION_SECRET: generate one per installation (kept beside the database)
// rather than fall back to a shared default. Operators set SESSION_SECRET explicitly.
// With DATABASE_URL several hosts may share the shop and must share the secret too: the storefront
// then stops with a line saying so (issue 37 §1) instead of each host signing with its own.
if (!process.env.SESSION_SECRET && !process.env.DATABASE_URL) {
  const dataDir = process.env.DATA_DIR || ".data";
  const secretFile = join(dataDir, ".session-secret");
  if (!existsSync(secretFile)) {
    // Owner-only, like the database the API creates in the same directory.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(secretFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  process.env.SESSION_SECRET = readFileSync(secretFile, "utf8").trim();
  logger.warn({ secretFile }, "SESSION_SECRET is not set: using the generated secret");
}
await import("../server.js");
