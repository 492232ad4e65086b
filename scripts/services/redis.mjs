// A throw-away redis-server (Debian's, `apt-get install redis-server`; .ci/run installs it) on a free
// loopback port, in the foreground so it is stopped by its own pid, and startable again on the same
// port: tests stop it mid-run to watch the shop degrade and recover (issue 37 §3). Used by the Redis
// limits test, the multi-host suite and the bench.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./postgres.mjs";

export async function startRedisServer(port) {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "test-redis-"));
  let child = null;
  const start = async () => {
    const args = ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    const started = spawn("redis-server", [...args, "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
    child = started;
    await new Promise((resolve, reject) => {
      let output = "";
      started.once("error", reject);
      started.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      started.stdout.on("data", (chunk) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pid: () => child?.pid ?? null,
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
