import { createHash } from "node:crypto";
import type { HubMessage, WorkerMessage } from "../../../server/cluster-rules";
import { isStorefrontWorker } from "../cluster-worker.server";
import type { RefreshOutcome } from "./refresh-once";

/** The primary's channel (server/cluster-rules.js); the type checks the two spell it alike. */
const CHANNEL: WorkerMessage["channel"] = "storefront:refresh";

/**
 * How long a worker waits for the primary and for another worker's refresh: the refresh itself
 * may take the upstream timeout (10 s by default), so twice that before giving up ("unavailable",
 * the visitor keeps the tokens it has).
 */
const WAIT_MS = 20_000;

/** The IPC channel to the cluster primary, abstracted for tests. */
export interface PrimaryPort {
  send(message: WorkerMessage): void;
  onMessage(listener: (message: unknown) => void): void;
}

export type RefreshRunner<T> = (
  refreshToken: string,
  run: () => Promise<RefreshOutcome<T>>,
) => Promise<RefreshOutcome<T>>;

/**
 * Each process refreshes a token once however many of its requests carry it (refresh-once.ts). In a
 * cluster a browser's parallel requests may reach different workers, and the second rotation of a
 * refresh token would end the session: the primary lets one worker run the refresh and hands its
 * outcome to the others (ADR 041). Outside a storefront cluster, `run` is simply called.
 */
export function refreshAcrossWorkers<T>(): RefreshRunner<T> {
  if (!isStorefrontWorker()) return (_token, run) => run();
  return createWorkerRefresh<T>({
    send: (message) => process.send?.(message),
    onMessage: (listener) => process.on("message", listener),
  });
}

export function createWorkerRefresh<T>(port: PrimaryPort, waitMs = WAIT_MS): RefreshRunner<T> {
  let nextId = 0;
  const waiting = new Map<number, (answer: HubMessage) => void>();
  port.onMessage((message) => {
    if (isHubMessage(message)) waiting.get(message.id)?.(message);
  });
  const ask = (id: number, key: string) =>
    new Promise<HubMessage | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), waitMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      port.send({ channel: CHANNEL, type: "claim", id, key });
    }).finally(() => waiting.delete(id));

  return async (refreshToken, run) => {
    // The primary needs a key, not the token.
    const key = createHash("sha256").update(refreshToken).digest("base64url");
    const answer = await ask(nextId++, key);
    if (answer === null) return { kind: "unavailable" };
    if (answer.type === "outcome") return answer.outcome as RefreshOutcome<T>;
    const outcome = await run().catch((): RefreshOutcome<T> => ({ kind: "unavailable" }));
    port.send({ channel: CHANNEL, type: "settled", key, outcome });
    return outcome;
  };
}

function isHubMessage(message: unknown): message is HubMessage {
  return typeof message === "object" && message !== null && (message as HubMessage).channel === CHANNEL;
}
