import type { LoginDelaySettings } from "../http/abuse-limits";

/**
 * Failed logins per account (ADR 019) delay the next attempt instead of locking the account: after
 * `freeFailures` failures each further one makes the next attempt wait `firstDelaySeconds`, doubling,
 * at most `maxDelaySeconds`. A hard lock would let anyone lock the owner out by guessing on purpose;
 * a delay of a few seconds still slows guessing down, and the right password works once it is over.
 */
export function delaySecondsAfter(failures: number, settings: LoginDelaySettings): number {
  if (failures <= settings.freeFailures) return 0;
  const doubled = settings.firstDelaySeconds * 2 ** (failures - settings.freeFailures - 1);
  return Math.min(settings.maxDelaySeconds, doubled);
}

/** Seconds still to wait, or 0 when a login may be tried. */
export function retryAfterSeconds(lockedUntil: string | null, now: Date): number {
  if (!lockedUntil) return 0;
  const wait = Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 1000);
  return wait > 0 ? wait : 0;
}
