/** Failed logins per account: after 5 failures the account is locked 30 s, doubling, at most 15 min. */
export const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export function lockSecondsAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Seconds still to wait, or 0 when a login may be tried. */
export function retryAfterSeconds(lockedUntil: string | null, now: Date): number {
  if (!lockedUntil) return 0;
  const wait = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000);
  return wait > 0 ? wait : 0;
}
