import { describe, expect, it } from "vitest";
import { advancedOffset, clockNow, readOffset, withTestClock } from "./test-clock.server";

describe("test clock", () => {
  it("is the real clock outside a moved request", () => {
    expect(Math.abs(clockNow() - Date.now())).toBeLessThan(50);
  });

  it("moves only the request whose cookie carries an offset, across awaits", async () => {
    const seen = await withTestClock("a=1; e2e-clock=7000", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return clockNow() - Date.now();
    });
    expect(seen).toBeGreaterThanOrEqual(6950);
    expect(Math.abs(clockNow() - Date.now())).toBeLessThan(50);
  });

  it("reads and advances offsets, refusing nonsense", () => {
    expect(readOffset(undefined)).toBe(0);
    expect(readOffset("e2e-clock=abc")).toBe(0);
    expect(advancedOffset(1000, 4)).toBe(5000);
    expect(advancedOffset(0, -1)).toBeNull();
    expect(advancedOffset(0, Number.NaN)).toBeNull();
  });
});
