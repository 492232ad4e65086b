import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A throw-away redis-server (Debian's, `apt-get install redis-server`; .ci/run installs it) on a free
 * loopback port, in the foreground so it is stopped by its own pid, and startable again on the same
 * port: the tests stop it mid-run to watch the shop degrade and recover (issue 37 §3).
 */
export interface TestRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), "test-redis-"));
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
    const started = spawn("redis-server", [...args, "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = "";
      started.once("error", reject);
      started.once("exit", (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
      started.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
    });
    started.stdout?.resume();
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
    stop,
    start,
    async dispose() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
