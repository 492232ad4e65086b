import { describe, expect, it } from "vitest";
import { lockSecondsAfter, retryAfterSeconds } from "./backoff";

describe("login backoff", () => {
  it("lets four failures pass, then locks for 30 s, doubling up to 15 minutes", () => {
    expect([1, 2, 3, 4].map(lockSecondsAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockSecondsAfter)).toEqual([30, 60, 120, 240]);
    expect(lockSecondsAfter(20)).toBe(900);
  });

  it("computes the remaining wait", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(retryAfterSeconds(null, now)).toBe(0);
    expect(retryAfterSeconds("2026-01-01T00:00:10.200Z", now)).toBe(11);
    expect(retryAfterSeconds("2025-12-31T23:59:59Z", now)).toBe(0);
  });
});
