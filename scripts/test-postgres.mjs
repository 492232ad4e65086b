// The integration suite against PostgreSQL (issue 18 §6, ADR 043): starts a throw-away server in a
// temporary directory, runs `vitest run tests/integration` with TEST_DATABASE_URL pointing at it
// (each test API creates and drops a database of its own), then stops the server and removes it.
// Needs PostgreSQL's server binaries (Debian: apt-get install postgresql). Exit code: vitest's.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** initdb and pg_ctl: Debian's versioned directories (newest first), then PATH. */
function findBinDir() {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = path.join(root, version, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  return found ? path.dirname(found) : null;
}

/** A port nobody listens on now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: then the cluster belongs to the postgres user. */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, args];
  return ["runuser", ["-u", "postgres", "--", command, ...args]];
}

function runQuietly(command, args) {
  const [cmd, argv] = asServerUser(command, args);
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
}

function owned(dir) {
  if (process.getuid?.() === 0) {
    const { stdout } = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(stdout), -1);
  }
  return dir;
}

const bin = findBinDir();
if (!bin) {
  console.error("PostgreSQL's initdb was not found: apt-get install postgresql (.ci/run does)");
  process.exit(1);
}
const root = owned(mkdtempSync(path.join(tmpdir(), "commerce-pg-")));
chmodSync(root, 0o700);
const dataDir = path.join(root, "data");
const port = await freePort();

let code = 1;
try {
  // C.UTF-8: code-point order like SQLite's, Unicode case folding for ILIKE (ADR 043).
  const initdb = ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"];
  runQuietly(path.join(bin, "initdb"), initdb);
  // fsync off: a test server's data is thrown away anyway; the socket lives in the temp dir.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  runQuietly(path.join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    path.join(root, "log"),
    "-o",
    options,
    "-w",
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.info(`PostgreSQL ${path.basename(path.dirname(bin))} on port ${port}`);
  const vitest = spawn("npx", ["vitest", "run", "tests/integration", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  code = await new Promise((resolve) =>
    vitest.on("close", (exit, signal) => resolve(exit ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  try {
    runQuietly(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  } catch {
    // Never started: nothing to stop.
  }
  rmSync(root, { recursive: true, force: true });
}
process.exit(code);
