import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_DELAY } from "../http/abuse-limits";
import { delaySecondsAfter, retryAfterSeconds } from "./backoff";

describe("login delay", () => {
  it("lets five failures pass, then delays 1 s, doubling, never more than 5 s", () => {
    const delay = (failures: number) => delaySecondsAfter(failures, DEFAULT_LOGIN_DELAY);
    expect([0, 1, 2, 3, 4, 5].map(delay)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([6, 7, 8, 9].map(delay)).toEqual([1, 2, 4, 5]);
    // However long someone keeps guessing, the owner never waits longer than the cap.
    expect(delay(1000)).toBe(5);
  });

  it("follows the configured settings", () => {
    const settings = { freeFailures: 0, firstDelaySeconds: 2, maxDelaySeconds: 30 };
    expect([1, 2, 3, 4, 5].map((failures) => delaySecondsAfter(failures, settings))).toEqual([
      2, 4, 8, 16, 30,
    ]);
  });

  it("computes the remaining wait", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds(null, now)).toBe(0);
    expect(retryAfterSeconds("2026-01-01T00:00:10.200Z", now)).toBe(11);
    expect(retryAfterSeconds("2025-12-31T23:59:59Z", now)).toBe(0);
  });
});
