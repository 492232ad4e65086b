// Starts the production build on a fresh database for the e2e run. Workers run server/http-server.js,
// not this file, so the data dir is wiped once, by the primary.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";

const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

// Playwright no longer checks the port before starting this (the servers start side by side, ADR 097):
// a server left over on it would otherwise answer the tests. Stop with a clear line instead.
await new Promise((resolve) => {
  const probe = createServer();
  probe.once("error", () => {
    console.error(`e2e server: port ${process.env.PORT} is already in use; stop what listens there`);
    // This run's marker beside a pid that is gone: the global setup stops at once, not after its timeout.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(`${dataDir}/server.pid`, String(process.pid));
    writeFileSync(`${dataDir}/run`, process.env.E2E_RUN ?? "");
    process.exit(1);
  });
  probe.listen(Number(process.env.PORT), () => probe.close(resolve));
});

rmSync(dataDir, { recursive: true, force: true });
// Where the memory checks of the hostile suite find this server's processes (tests/e2e/server-memory.ts).
mkdirSync(dataDir, { recursive: true });
writeFileSync(`${dataDir}/server.pid`, String(process.pid));
// The run that started it, so tests/e2e/servers-ready.ts waits for this server and no other.
writeFileSync(`${dataDir}/run`, process.env.E2E_RUN ?? "");

process.env.NODE_ENV = "production";
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET ??= "e2e-session-secret-not-for-production";
process.env.LOG_REQUESTS ??= "false";
// Cheap password hashing for the many customers the suite registers (production keeps 2^15).
process.env.PASSWORD_SCRYPT_LOG2_N ??= "10";
// Every e2e visitor is 127.0.0.1 and the suite signs in far more than 20 times in 10 minutes:
// raise the per-client abuse limits (ADR 019) rather than let tests trip over each other.
process.env.ABUSE_LIMITS_FACTOR ??= "100";
// A cluster of two workers unless told otherwise (ADR 041): the suite runs against what `npm start`
// runs, so state one process keeps (limits, refreshes, the page cache) is exercised across workers.
process.env.WEB_CONCURRENCY ??= "2";
// Every body sent upstream is recorded and checked against spec §7 after the run (upstream-contract.ts).
process.env.UPSTREAM_CALL_LOG ??= `${dataDir}/upstream-calls.jsonl`;

// E2E_S3=true keeps every file in a bucket of an S3-protocol server started here (ADR 071), to show the
// shopper-facing flows are the same as on disk; the cluster's workers inherit the variables. Its port is
// the storefront's + 10 (each e2e server gets its own), or E2E_S3_PORT.
if (process.env.E2E_S3 === "true") {
  const { startS3Server } = await import("../../scripts/s3-test-server.mjs");
  const port = Number(process.env.E2E_S3_PORT || Number(process.env.PORT) + 10);
  const s3 = await startS3Server({ port });
  Object.assign(process.env, s3.env);
  console.info(`files in the bucket ${s3.bucket} at ${s3.endpoint}`);
}

await import("../../server.js");
