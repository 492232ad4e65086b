// Starts the production build on a fresh database for the e2e run.
import { rmSync } from "node:fs";

const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";
rmSync(dataDir, { recursive: true, force: true });

process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ??= "e2e-session-secret-not-for-production";
process.env.LOG_REQUESTS ??= "false";
// Cheap password hashing for the many customers the suite registers (production keeps 2^15).
process.env.PASSWORD_SCRYPT_LOG2_N ??= "10";

await import("../../server.js");
