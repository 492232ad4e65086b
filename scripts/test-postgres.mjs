// The integration suite against PostgreSQL (issue 18 §6, ADR 043): starts a throw-away server in a
// temporary directory, runs `vitest run tests/integration` with TEST_DATABASE_URL pointing at it
// (each test API creates and drops a database of its own), then stops the server and removes it.
// Needs PostgreSQL's server binaries (Debian: apt-get install postgresql). Exit code: vitest's.
import { spawn } from "node:child_process";
import { startPostgresServer } from "./services/postgres.mjs";

let code = 1;
let server = null;
try {
  server = await startPostgresServer();
  console.info(`PostgreSQL ${server.version} on port ${new URL(server.url).port}`);
  // Files named on the command line replace the whole suite (flags are passed on as they are).
  const args = process.argv.slice(2);
  const files = args.filter((arg) => !arg.startsWith("-"));
  const targets = files.length > 0 ? files : ["tests/integration"];
  const flags = args.filter((arg) => arg.startsWith("-"));
  const vitest = spawn("npx", ["vitest", "run", ...targets, ...flags], {
    stdio: "inherit",
    // The migrated and seeded database test APIs copy (tests/integration/test-database.ts).
    env: { ...process.env, TEST_DATABASE_URL: server.url, TEST_DATABASE_TEMPLATE: "t_prepared" },
  });
  code = await new Promise((resolve) =>
    vitest.on("close", (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server?.stop();
}
process.exit(code);
