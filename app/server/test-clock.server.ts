import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The server's idea of "now", which an e2e server (and only one started with E2E_TEST_CLOCK=true)
 * lets a test move forward: token expiry is tested by advancing the clock, not by sleeping
 * (issue 13). The offset belongs to one browser context (a cookie), so tests running in parallel
 * don't move each other's clocks; it reaches the embedded API through the request's async context.
 * Without the variable there is no offset and this is Date.now().
 */
const offsets = new AsyncLocalStorage<number>();
export const TEST_CLOCK_COOKIE = "e2e-clock";

export function testClockEnabled(): boolean {
  return process.env.E2E_TEST_CLOCK === "true";
}

export function clockNow(): number {
  return Date.now() + (offsets.getStore() ?? 0);
}

/** How far this request's clock is moved, in ms (0 outside a moved e2e request). */
export function clockOffset(): number {
  return offsets.getStore() ?? 0;
}

/** Runs the rest of the request with the offset its cookie names. */
export function withTestClock<T>(cookieHeader: string | undefined, work: () => T): T {
  return offsets.run(readOffset(cookieHeader), work);
}

export function readOffset(cookieHeader: string | undefined): number {
  const match = new RegExp(`(?:^|;\\s*)${TEST_CLOCK_COOKIE}=(\\d{1,12})`).exec(cookieHeader ?? "");
  return match ? Number(match[1]) : 0;
}

/** The offset after moving forward `seconds` (at most a year), or null when that is not a move. */
export function advancedOffset(current: number, seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 366 * 86_400) return null;
  return current + Math.round(seconds * 1000);
}
