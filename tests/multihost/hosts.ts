import { type ChildProcess, spawn } from "node:child_process";

/**
 * One storefront host of the multi-host suite: `node server.js` as `npm start` runs it (a cluster
 * primary and its workers), in its own process group so that killing "the host" kills all of it.
 */
export class ShopHost {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ["server.js"], {
      detached: true,
      env: { ...process.env, NODE_ENV: "production", PORT: String(this.port), ...this.env },
      stdio: ["ignore", "ignore", "inherit"],
    });
    this.child = child;
    await this.untilReady(child);
  }

  /** The whole host (primary and workers) stops at once, as a machine losing power would. */
  async kill(): Promise<void> {
    await this.signal("SIGKILL");
  }

  async stop(): Promise<void> {
    await this.signal("SIGTERM");
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
    await exited;
    // Workers a SIGTERM'd primary had not reaped yet.
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // None left.
    }
  }

  private async untilReady(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`host :${this.port} exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${this.port}/readyz`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`host :${this.port} was not ready within 120 s`);
  }
}
