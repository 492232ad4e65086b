/** Retries of a mail that could not be handed over (ADR 069): 1 min, doubling, at most 1 h apart, for 24 h. */
export const FIRST_RETRY_MS = 60_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `attempts`-th failed attempt (1-based). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** After a failure: when to try again, or null when the mail has been trying for a day (it fails). */
export function nextAttemptAt(queuedAt: Date, attempts: number, now: Date): Date | null {
  if (now.getTime() - queuedAt.getTime() >= GIVE_UP_AFTER_MS) return null;
  return new Date(now.getTime() + retryDelayMs(attempts));
}
