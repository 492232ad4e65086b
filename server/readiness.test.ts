import { describe, expect, it, vi } from "vitest";
import { Readiness, type ReadinessCheck } from "./readiness";

const answering: ReadinessCheck = { name: "database", run: async () => {} };
const failing: ReadinessCheck = {
  name: "database",
  run: async () => {
    throw new Error("SQLITE_CANTOPEN");
  },
};
const silent = (name: string): ReadinessCheck => ({ name, run: () => new Promise(() => {}) });

describe("Readiness", () => {
  it("is ready when every dependency answers", async () => {
    expect(await new Readiness([answering]).answer()).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("is unavailable, naming the dependency, when one fails or doesn't answer in time", async () => {
    const started = Date.now();
    const readiness = new Readiness([failing, silent("redis")], 50);
    expect(await readiness.answer()).toEqual({
      status: 503,
      body: { status: "unavailable", failing: ["database", "redis"] },
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("stays ready, naming it, when only a degradable dependency (Redis) fails", async () => {
    const redis = { ...failing, name: "redis", degradable: true };
    expect(await new Readiness([answering, redis]).answer()).toEqual({
      status: 200,
      body: { status: "ready", degraded: ["redis"] },
    });
    expect(await new Readiness([failing, redis]).answer()).toEqual({
      status: 503,
      body: { status: "unavailable", failing: ["database"] },
    });
  });

  it("passes on what an answering dependency serves degraded without (a remote API's Redis)", async () => {
    const remote: ReadinessCheck = { name: "commerce-api", run: async () => ({ degraded: ["redis"] }) };
    expect(await new Readiness([remote]).answer()).toEqual({
      status: 200,
      body: { status: "ready", degraded: ["redis"] },
    });
  });

  it("aborts a check that ran out of time", async () => {
    let aborted = false;
    const slow: ReadinessCheck = {
      name: "api",
      run: (signal) =>
        new Promise((_, reject) =>
          signal.addEventListener("abort", () => {
            aborted = true;
            reject(signal.reason);
          }),
        ),
    };
    await new Readiness([slow], 20).answer();
    expect(aborted).toBe(true);
  });

  it("answers draining once draining began, without asking the dependencies", async () => {
    const run = vi.fn(async () => {});
    const readiness = new Readiness([{ name: "database", run }]);
    readiness.beginDrain();
    expect(await readiness.answer()).toEqual({ status: 503, body: { status: "draining" } });
    expect(run).not.toHaveBeenCalled();
    expect(readiness.draining).toBe(true);
  });

  it("says draining when draining began while the checks ran", async () => {
    const readiness = new Readiness([{ name: "database", run: async () => void readiness.beginDrain() }]);
    expect((await readiness.answer()).body.status).toBe("draining");
  });

  it("remembers that it was probed (a balancer is watching), and tells only changes", async () => {
    const changes: string[][] = [];
    let healthy = true;
    const readiness = new Readiness(
      [
        {
          name: "database",
          run: async () => {
            if (!healthy) throw new Error("down");
          },
        },
      ],
      100,
      (failing) => changes.push(failing),
    );
    expect(readiness.probed).toBe(false);
    await readiness.answer();
    expect(readiness.probed).toBe(true);
    healthy = false;
    await readiness.answer();
    await readiness.answer();
    healthy = true;
    await readiness.answer();
    expect(changes).toEqual([["database"], []]);
  });
});
