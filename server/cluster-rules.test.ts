import { describe, expect, it } from "vitest";
import { CRASH_LIMIT, CRASH_WINDOW_MS, RefreshHub, restartDelay, workerCount } from "./cluster-rules.js";

describe("workerCount", () => {
  it("is one per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(workerCount({}, 4)).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: "" }, 4)).toBe(4);
    expect(workerCount({ WEB_CONCURRENCY: "1" }, 4)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: " 3 " }, 4)).toBe(3);
  });

  it("refuses anything but a positive integer", () => {
    for (const value of ["0", "-2", "1.5", "two", "2x"])
      expect(workerCount({ WEB_CONCURRENCY: value }, 4)).toBeNull();
  });
});

describe("restartDelay", () => {
  const now = 1_000_000;

  it("restarts at once-ish, then backs off with each recent crash", () => {
    expect(restartDelay([], now)).toBe(200);
    expect(restartDelay([now - 1000], now)).toBe(400);
    expect(restartDelay([now - 3000, now - 2000, now - 1000], now)).toBe(1600);
  });

  it("forgets crashes older than the window", () => {
    expect(restartDelay([now - CRASH_WINDOW_MS - 1, now - CRASH_WINDOW_MS], now)).toBe(200);
  });

  it("gives up on a crash loop", () => {
    const loop = Array.from({ length: CRASH_LIMIT }, (_, index) => now - index * 100);
    expect(restartDelay(loop, now)).toBeNull();
  });
});

describe("RefreshHub", () => {
  const refreshed = { kind: "refreshed", tokens: { accessToken: "a2", refreshToken: "r2" } } as const;

  it("lets one worker refresh a token and hands its outcome to the others", () => {
    const hub = new RefreshHub();
    expect(hub.claim(1, 10, "k")).toEqual([[1, { channel: "storefront:refresh", id: 10, type: "run" }]]);
    expect(hub.claim(2, 20, "k")).toEqual([]);
    expect(hub.claim(1, 11, "k")).toEqual([]);
    expect(hub.settle("k", refreshed)).toEqual([
      [2, { channel: "storefront:refresh", id: 20, type: "outcome", outcome: refreshed }],
      [1, { channel: "storefront:refresh", id: 11, type: "outcome", outcome: refreshed }],
    ]);
    // A straggler with the old cookie gets the same tokens, not a second rotation.
    expect(hub.claim(2, 21, "k")).toEqual([
      [2, { channel: "storefront:refresh", id: 21, type: "outcome", outcome: refreshed }],
    ]);
  });

  it("remembers an outcome for 30 s, and never a transient failure", () => {
    let now = 0;
    const hub = new RefreshHub(() => now);
    hub.claim(1, 1, "k");
    hub.settle("k", refreshed);
    now = 30_001;
    expect(hub.claim(1, 2, "k")[0]?.[1]).toMatchObject({ type: "run" });
    hub.settle("k", { kind: "unavailable" });
    expect(hub.claim(2, 3, "k")[0]?.[1]).toMatchObject({ type: "run" });
  });

  it("releases the waiters of a worker that died mid-refresh", () => {
    const hub = new RefreshHub();
    hub.claim(1, 1, "k");
    hub.claim(2, 2, "k");
    expect(hub.workerGone(1)).toEqual([
      [2, { channel: "storefront:refresh", id: 2, type: "outcome", outcome: { kind: "unavailable" } }],
    ]);
    expect(hub.claim(2, 3, "k")[0]?.[1]).toMatchObject({ type: "run" });
  });
});
