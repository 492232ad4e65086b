import { describe, expect, it } from "vitest";
import { nextAttemptAt, retryDelayMs } from "./mail-retry";

describe("mail retries", () => {
  it("waits a minute, then doubles up to an hour", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it("gives up once the mail has been trying for 24 hours", () => {
    const queued = new Date("2026-11-26T10:00:00Z");
    expect(nextAttemptAt(queued, 1, new Date("2026-11-26T10:00:05Z"))).toEqual(
      new Date("2026-11-26T10:01:05Z"),
    );
    expect(nextAttemptAt(queued, 30, new Date("2026-11-27T09:59:59Z"))).not.toBeNull();
    expect(nextAttemptAt(queued, 31, new Date("2026-11-27T10:00:00Z"))).toBeNull();
  });
});
