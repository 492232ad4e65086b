// Types of cluster-rules.js (plain JavaScript, run by node before any build), for its tests and callers.

export function workerCount(env: Record<string, string | undefined>, cores?: number): number | null;

export const CRASH_LIMIT: number;
export const CRASH_WINDOW_MS: number;
export function restartDelay(recentCrashes: readonly number[], now: number): number | null;

export const REFRESH_CHANNEL: "storefront:refresh";

/** What a worker learns about a refresh; `tokens` is whatever the worker refreshed to. */
export type HubOutcome =
  | { kind: "refreshed"; tokens: unknown }
  | { kind: "rejected" }
  | { kind: "unavailable" };

/** Primary → worker. */
export type HubMessage =
  | { channel: typeof REFRESH_CHANNEL; id: number; type: "run" }
  | { channel: typeof REFRESH_CHANNEL; id: number; type: "outcome"; outcome: HubOutcome };

/** Worker → primary. */
export type WorkerMessage =
  | { channel: typeof REFRESH_CHANNEL; type: "claim"; id: number; key: string }
  | { channel: typeof REFRESH_CHANNEL; type: "settled"; key: string; outcome: HubOutcome };

export class RefreshHub {
  constructor(now?: () => number);
  claim(workerId: number, id: number, key: string): Array<[number, HubMessage]>;
  settle(key: string, outcome: HubOutcome): Array<[number, HubMessage]>;
  workerGone(workerId: number): Array<[number, HubMessage]>;
}
