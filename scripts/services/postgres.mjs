// A throw-away PostgreSQL server in a temporary directory on a free loopback port, for the integration
// suite's PostgreSQL run (scripts/test-postgres.mjs), the multi-host suite (tests/multihost) and the bench.
// Needs PostgreSQL's server binaries (Debian: apt-get install postgresql; .ci/run installs them).
import { spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
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
export function freePort() {
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

/**
 * Starts the server; resolves to its superuser URL (database `postgres`), the binaries' version and
 * `stop()`, which stops it and removes its directory.
 */
export async function startPostgresServer({ maxConnections = 200 } = {}) {
  const bin = findBinDir();
  if (!bin) throw new Error("PostgreSQL's initdb was not found: apt-get install postgresql (.ci/run does)");
  const root = owned(mkdtempSync(path.join(tmpdir(), "commerce-pg-")));
  chmodSync(root, 0o700);
  const dataDir = path.join(root, "data");
  const port = await freePort();
  const stop = () => {
    try {
      runQuietly(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch {
      // Never started: nothing to stop.
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // C.UTF-8: code-point order like SQLite's, Unicode case folding for ILIKE (ADR 043).
    const initdb = ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"];
    runQuietly(path.join(bin, "initdb"), initdb);
    // fsync off: a test server's data is thrown away anyway; the socket lives in the temp dir.
    const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=${maxConnections}`;
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
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version: path.basename(path.dirname(bin)),
    // The postmaster's pid (its pid file's first line): the bench adds its and its backends' CPU.
    pid: () => Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    stop,
  };
}
