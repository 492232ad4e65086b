import { createHash } from "node:crypto";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { HttpError } from "./errors";

/**
 * Abuse limits (ADR 019): named fixed-window counters per client (IP) or per account (tenant + email),
 * answered with 429 TOO_MANY_REQUESTS and a Retry-After header.
 *
 * The counters live in this process's memory by default. Several processes serving one shop (a
 * cluster, several hosts behind a balancer) would each count separately, so a caller can pass a
 * `store` that builds the limiters on shared storage: the cluster primary's memory for the workers of
 * one host (ADR 042), the PostgreSQL database for every process of every host (ADR 044).
 */

export const LIMIT_NAMES = [
  "loginPerClient",
  "loginFailuresPerAccount",
  "registrationPerClient",
  "resetPerClient",
  "mailsPerAccount",
  "promocodePerClient",
  "quotePerClient",
  "searchBurstPerClient",
  "searchPerClient",
  "newsletterPerClient",
] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];

export interface LimitRule {
  points: number;
  durationSeconds: number;
}
export type LimitRules = Record<LimitName, LimitRule>;

export const DEFAULT_LIMIT_RULES: LimitRules = {
  loginPerClient: { points: 20, durationSeconds: 10 * 60 },
  // Wrong passwords on one account from all clients together (ADR 065). An owner mistypes a few times
  // a day; 50 in 15 minutes is someone guessing from many addresses. Past it, an address that has
  // failed on the account waits for the window to end; a clean one is still checked, so the owner
  // gets in and each new address of a botnet gets one guess per window.
  loginFailuresPerAccount: { points: 50, durationSeconds: 15 * 60 },
  registrationPerClient: { points: 10, durationSeconds: 60 * 60 },
  resetPerClient: { points: 10, durationSeconds: 60 * 60 },
  // Mails that anonymous requests trigger to one address (password reset, registration attempt
  // notice). Beyond it the request is answered as usual but nothing is sent: no mailbox flooding.
  mailsPerAccount: { points: 3, durationSeconds: 60 * 60 },
  // Spent by promo code lookups; a code that exists gives its point back (only guessing costs).
  promocodePerClient: { points: 30, durationSeconds: 60 },
  // Every configurator change asks for a quote: generous, it only stops scripted scraping.
  quotePerClient: { points: 600, durationSeconds: 60 },
  // Searches: a burst allowance and a sustained rate (ADR 066), sized for one address behind which
  // many shoppers search at once (an office, a carrier's NAT). A shopper typing a query asks once per
  // pause (~5-10 suggestions, then one results page); 20 people doing that in the same 10 s stay
  // under the burst, and the sustained rate (10 a second over 10 minutes) carries ~60 active searchers.
  // A script hammering the search at 20+ a second is stopped within 10 s.
  searchBurstPerClient: { points: 200, durationSeconds: 10 },
  searchPerClient: { points: 6000, durationSeconds: 10 * 60 },
  // Newsletter sign-ups from the footer: each sends a confirmation mail.
  newsletterPerClient: { points: 10, durationSeconds: 60 * 60 },
};

/**
 * A client's failed logins on an account slow that client's next attempt there down instead of
 * locking anything: it waits at most `maxDelaySeconds`, then the right password works (backoff.ts).
 * Other clients are not delayed by them (ADR 065).
 */
export interface LoginDelaySettings {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

export const DEFAULT_LOGIN_DELAY: LoginDelaySettings = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 5,
};

/** Builds the limiter behind one name; keyPrefix keeps names apart in a shared store. */
export type LimiterStore = (name: LimitName, rule: LimitRule) => RateLimiterAbstract;

export const memoryStore: LimiterStore = (name, rule) =>
  new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.durationSeconds });

export interface AbuseLimitOptions {
  /** Overrides single rules; the others keep their defaults. */
  rules?: Partial<LimitRules>;
  /** Multiplies every rule's points, for test and benchmark runs where every visitor is 127.0.0.1. */
  factor?: number;
  store?: LimiterStore;
  loginDelay?: Partial<LoginDelaySettings>;
  /**
   * A password reset request answers no sooner than this (ms) after it arrived, so a known address
   * (token stored, mail written) and an unknown one take the same time.
   */
  resetMinimumMs?: number;
  /** The same for registration (ADR 066): a new account's inserts and a taken address's notice alike. */
  registrationMinimumMs?: number;
}

export const DEFAULT_RESET_MINIMUM_MS = 250;

/** Without a known client address every caller shares one bucket: stricter, never unlimited. */
export const UNKNOWN_CLIENT = "unknown-client";

export class AbuseLimits {
  readonly #limiters = new Map<LimitName, RateLimiterAbstract>();
  readonly loginDelay: LoginDelaySettings;
  readonly resetMinimumMs: number;
  readonly registrationMinimumMs: number;

  constructor(options: AbuseLimitOptions = {}) {
    const factor = options.factor && options.factor > 0 ? options.factor : 1;
    const store = options.store ?? memoryStore;
    for (const name of LIMIT_NAMES) {
      const rule = options.rules?.[name] ?? DEFAULT_LIMIT_RULES[name];
      this.#limiters.set(name, store(name, { ...rule, points: Math.ceil(rule.points * factor) }));
    }
    this.loginDelay = { ...DEFAULT_LOGIN_DELAY, ...options.loginDelay };
    this.resetMinimumMs = options.resetMinimumMs ?? DEFAULT_RESET_MINIMUM_MS;
    this.registrationMinimumMs = options.registrationMinimumMs ?? DEFAULT_RESET_MINIMUM_MS;
  }

  /** Takes one point for `key`; over the limit it throws 429 TOO_MANY_REQUESTS with Retry-After. */
  async consume(name: LimitName, key: string): Promise<void> {
    const wait = await this.#take(name, key);
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** Takes one point; false over the limit, for caps that must not show in the answer. */
  async tryConsume(name: LimitName, key: string): Promise<boolean> {
    return (await this.#take(name, key)) === 0;
  }

  /** 0 while `key` has points left under `name`, else the seconds until its window ends (nothing spent). */
  async secondsUntilAvailable(name: LimitName, key: string): Promise<number> {
    const limiter = this.#limiter(name);
    const state = await limiter.get(storeKey(key));
    if (!state || state.consumedPoints < limiter.points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** Gives a point back (a promo code lookup that found its code). */
  async refund(name: LimitName, key: string): Promise<void> {
    await this.#limiter(name).reward(storeKey(key), 1);
  }

  /** 0 when the point was taken, else the seconds until the window lets the key in again. */
  async #take(name: LimitName, key: string): Promise<number> {
    try {
      await this.#limiter(name).consume(storeKey(key));
      return 0;
    } catch (outcome) {
      // The library rejects with a RateLimiterRes when over the limit; anything else is a store
      // failure, which must surface (a 500) rather than silently lift the limit.
      if (outcome instanceof RateLimiterRes) return Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
      throw outcome;
    }
  }

  #limiter(name: LimitName): RateLimiterAbstract {
    const limiter = this.#limiters.get(name);
    if (!limiter) throw new Error(`No abuse limiter named ${name}`);
    return limiter;
  }
}

/** Keys up to this length are stored as they are; an account key holds an email of up to 254 characters. */
const STORED_KEY_MAX = 128;

/** The key as a store keeps it: long ones hashed, so a shared store's column (varchar 255) always fits. */
function storeKey(key: string): string {
  return key.length <= STORED_KEY_MAX
    ? key
    : `sha256:${createHash("sha256").update(key).digest("base64url")}`;
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, "TOO_MANY_REQUESTS", `Too many requests; try again in ${seconds} s`, [], {
    "retry-after": String(seconds),
  });
}

/** The account key of per-account limits: one bucket per tenant and lower-cased email. */
export function accountKey(tenantKey: string, email: string): string {
  return `${tenantKey}:${email.trim().toLowerCase()}`;
}

/** ABUSE_LIMITS_FACTOR (a positive number) multiplies every limit; anything else leaves them as they are. */
export function abuseLimitOptionsFromEnv(env: Record<string, string | undefined>): AbuseLimitOptions {
  const factor = Number(env.ABUSE_LIMITS_FACTOR);
  return Number.isFinite(factor) && factor > 0 ? { factor } : {};
}
