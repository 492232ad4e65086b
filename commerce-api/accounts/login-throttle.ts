import type { RequestContext } from "../context";
import { tooManyRequests } from "../http/abuse-limits";
import {
  claimLoginSlot,
  clearLoginFailures,
  countLoginFailure,
  delayNextLogin,
  findLoginAttempts,
} from "./accounts.repository";
import { delaySecondsAfter, retryAfterSeconds } from "./backoff";

/**
 * The per-account side of login limits (ADR 019), kept in login_attempts so it survives restarts and
 * is shared by every process on the database: `failures` since the last success, `locked_until` the
 * earliest next attempt. Unknown emails are counted too, so the answer never tells them apart.
 */

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Lets an attempt through, or throws 429 while the account's delay runs. */
export async function admitLoginAttempt(context: RequestContext, email: string): Promise<void> {
  const now = context.now();
  const attempts = await findLoginAttempts(context.db, context.tenant.key, email);
  const wait = retryAfterSeconds(attempts?.locked_until ?? null, now);
  if (wait > 0) throw tooManyRequests(wait);
  const delay = delaySecondsAfter(attempts?.failures ?? 0, context.limits.loginDelay);
  if (delay === 0) return;
  // While this attempt is checked, and for one delay after, no other may start.
  const claimed = await claimLoginSlot(
    context.db,
    context.tenant.key,
    email,
    now.toISOString(),
    secondsLater(now, delay),
  );
  if (!claimed) throw tooManyRequests(delay);
}

export async function loginFailed(context: RequestContext, email: string): Promise<void> {
  const failures = await countLoginFailure(context.db, context.tenant.key, email);
  const delay = delaySecondsAfter(failures, context.limits.loginDelay);
  if (delay > 0) {
    await delayNextLogin(context.db, context.tenant.key, email, secondsLater(context.now(), delay));
  }
}

export async function loginSucceeded(context: RequestContext, email: string): Promise<void> {
  await clearLoginFailures(context.db, context.tenant.key, email);
}
