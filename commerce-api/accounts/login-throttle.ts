import type { RequestContext } from "../context";
import { accountKey, tooManyRequests } from "../http/abuse-limits";
import { clientLimitKey } from "../http/client-ip";
import {
  claimLoginSlot,
  clearLoginFailures,
  countLoginFailure,
  delayNextLogin,
  findLoginAttempts,
  type LoginAttemptKey,
  sweepLoginAttempts,
} from "./accounts.repository";
import { delaySecondsAfter, retryAfterSeconds } from "./backoff";

/**
 * The per-account side of login limits (ADR 019, ADR 065). Failures are kept per account *and*
 * client in login_attempts (shared by every process on the database): they delay that client's next
 * attempt on the account, never another's, so a flood can't keep the owner out. Unknown emails are
 * counted too, so the answer never tells them apart. An account's failures from all clients also
 * spend a budget (loginFailuresPerAccount); once it is spent, only clients with a clean record on
 * the account are checked: many addresses then get one guess each per window.
 */

/** A client's failures on an account are forgotten this long after its last one. */
const FAILURE_MEMORY_MS = 60 * 60 * 1000;

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();
const forgetBefore = (now: Date) => new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();

function attemptKey(context: RequestContext, email: string): LoginAttemptKey {
  return {
    tenantKey: context.tenant.key,
    email: email.trim().toLowerCase(),
    clientKey: clientLimitKey(context.clientIp),
  };
}

/** Lets an attempt through, or throws 429 (with Retry-After) while this client must wait. */
export async function admitLoginAttempt(context: RequestContext, email: string): Promise<void> {
  const now = context.now();
  const key = attemptKey(context, email);
  const attempts = await findLoginAttempts(context.db, key, forgetBefore(now));
  if (!attempts) return; // a clean record is always checked
  const wait = retryAfterSeconds(attempts.locked_until, now);
  if (wait > 0) throw tooManyRequests(wait);
  const accountWait = await context.limits.secondsUntilAvailable(
    "loginFailuresPerAccount",
    accountKey(key.tenantKey, key.email),
  );
  if (accountWait > 0) throw tooManyRequests(accountWait);
  const delay = delaySecondsAfter(attempts.failures, context.limits.loginDelay);
  if (delay === 0) return;
  // While this attempt is checked, and for one delay after, no other from this client may start.
  const claimed = await claimLoginSlot(context.db, key, now.toISOString(), secondsLater(now, delay));
  if (!claimed) throw tooManyRequests(delay);
}

export async function loginFailed(context: RequestContext, email: string): Promise<void> {
  const now = context.now();
  const key = attemptKey(context, email);
  const failures = await countLoginFailure(context.db, key, now.toISOString(), forgetBefore(now));
  // Spent for its count only: being over it changes what the next attempts of failing clients get.
  await context.limits.tryConsume("loginFailuresPerAccount", accountKey(key.tenantKey, key.email));
  const delay = delaySecondsAfter(failures, context.limits.loginDelay);
  if (delay > 0) await delayNextLogin(context.db, key, secondsLater(now, delay));
  await sweepLoginAttempts(context.db, forgetBefore(now));
}

export async function loginSucceeded(context: RequestContext, email: string): Promise<void> {
  await clearLoginFailures(context.db, attemptKey(context, email));
}
