import { describe, expect, it } from "vitest";
import { RefreshHub, type WorkerMessage } from "../../../server/cluster-rules.js";
import { createWorkerRefresh, type PrimaryPort } from "./refresh-across-workers.server";
import type { RefreshOutcome } from "./refresh-once";

type Tokens = { accessToken: string };

/** Workers wired to a real RefreshHub, as server/cluster.js wires them, with IPC's asynchrony. */
function simulatedCluster() {
  const hub = new RefreshHub();
  const listeners = new Map<number, (message: unknown) => void>();
  const sent: WorkerMessage[] = [];
  const deliver = (messages: ReturnType<RefreshHub["claim"]>) => {
    for (const [workerId, message] of messages) setImmediate(() => listeners.get(workerId)?.(message));
  };
  const port = (workerId: number): PrimaryPort => ({
    send(message) {
      sent.push(message);
      setImmediate(() =>
        deliver(
          message.type === "claim"
            ? hub.claim(workerId, message.id, message.key)
            : hub.settle(message.key, message.outcome),
        ),
      );
    },
    onMessage: (listener) => listeners.set(workerId, listener),
  });
  return { worker: (id: number) => createWorkerRefresh<Tokens>(port(id)), sent };
}

describe("refreshing across workers", () => {
  it("rotates a token once when two workers hold it, and both get the new tokens", async () => {
    const cluster = simulatedCluster();
    let runs = 0;
    const run = async (): Promise<RefreshOutcome<Tokens>> => {
      runs++;
      return { kind: "refreshed", tokens: { accessToken: `access-${runs}` } };
    };
    const [first, second] = await Promise.all([
      cluster.worker(1)("refresh-token", run),
      cluster.worker(2)("refresh-token", run),
    ]);
    expect(runs).toBe(1);
    expect(first).toEqual({ kind: "refreshed", tokens: { accessToken: "access-1" } });
    expect(second).toEqual(first);
    // The primary sees a digest, never the token itself.
    expect(JSON.stringify(cluster.sent)).not.toContain("refresh-token");
  });

  it("tells the primary when the refresh failed, so the next request may try again", async () => {
    const cluster = simulatedCluster();
    const worker = cluster.worker(1);
    const failed = await worker("refresh-token", () => Promise.reject(new Error("network")));
    expect(failed).toEqual({ kind: "unavailable" });
    const retried = await worker("refresh-token", async () => ({ kind: "rejected" }));
    expect(retried).toEqual({ kind: "rejected" });
  });

  it("gives up waiting when the primary does not answer", async () => {
    const silent: PrimaryPort = { send: () => {}, onMessage: () => {} };
    let ran = false;
    const outcome = await createWorkerRefresh<Tokens>(silent, 5)("refresh-token", async () => {
      ran = true;
      return { kind: "rejected" };
    });
    expect(outcome).toEqual({ kind: "unavailable" });
    expect(ran).toBe(false);
  });
});
