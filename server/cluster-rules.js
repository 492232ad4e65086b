// The cluster primary's decisions (ADR 041), kept apart from node:cluster so they can be tested:
// how many workers, when to restart a crashed one, and one refresh per refresh token across workers.
import { availableParallelism } from "node:os";

/** WEB_CONCURRENCY (a positive integer) or one worker per core; null for a value that is neither. */
export function workerCount(env, cores = availableParallelism()) {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (!raw) return cores;
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : null;
}

/** More crashes than this within CRASH_WINDOW_MS is a crash loop: restarting won't help. */
export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;
const FIRST_DELAY_MS = 200;
const MAX_DELAY_MS = 5_000;

/**
 * The wait before replacing a worker that died at `now`, given earlier crash times (kept, pruned,
 * by the caller); null when the workers crash in a tight loop and the primary should give up.
 * The delay doubles with each recent crash, so a failing dependency isn't hammered.
 */
export function restartDelay(recentCrashes, now) {
  const recent = recentCrashes.filter((at) => now - at < CRASH_WINDOW_MS).length;
  if (recent >= CRASH_LIMIT) return null;
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** recent);
}

export const REFRESH_CHANNEL = "storefront:refresh";
const REMEMBER_MS = 30_000;

/**
 * Single-flight token refresh across workers (app/server/auth/refresh-across-workers.server.ts asks).
 * Refresh tokens rotate and a replayed one ends the session, so when a browser's parallel requests
 * reach two workers with the same expired cookie, only the first worker refreshes; the others get its
 * outcome, which is remembered briefly for stragglers, as each process already does for itself.
 * Every method returns the messages to send, as [workerId, message] pairs.
 */
export class RefreshHub {
  #running = new Map();
  #settled = new Map();
  #now;

  constructor(now = Date.now) {
    this.#now = now;
  }

  claim(workerId, id, key) {
    this.#forgetOld();
    const settled = this.#settled.get(key);
    if (settled)
      return [[workerId, { channel: REFRESH_CHANNEL, id, type: "outcome", outcome: settled.outcome }]];
    const running = this.#running.get(key);
    if (running) {
      running.waiters.push({ workerId, id });
      return [];
    }
    this.#running.set(key, { runner: workerId, waiters: [] });
    return [[workerId, { channel: REFRESH_CHANNEL, id, type: "run" }]];
  }

  settle(key, outcome) {
    const running = this.#running.get(key);
    if (!running) return [];
    this.#running.delete(key);
    // A transient failure is not remembered: the next request may try again.
    if (outcome.kind !== "unavailable") this.#settled.set(key, { outcome, at: this.#now() });
    return running.waiters.map(({ workerId, id }) => [
      workerId,
      { channel: REFRESH_CHANNEL, id, type: "outcome", outcome },
    ]);
  }

  /** A worker died: the refreshes it was running will never settle, so their waiters stop waiting. */
  workerGone(workerId) {
    const messages = [];
    for (const [key, running] of this.#running) {
      if (running.runner === workerId) messages.push(...this.settle(key, { kind: "unavailable" }));
    }
    return messages;
  }

  #forgetOld() {
    const limit = this.#now() - REMEMBER_MS;
    for (const [key, { at }] of this.#settled) if (at < limit) this.#settled.delete(key);
  }
}
