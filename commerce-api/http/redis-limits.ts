import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { logger } from "../logger";
import { type LimiterStore, memoryStore } from "./abuse-limits";

/**
 * Abuse-limit counters in Redis (REDIS_URL, ADR 070): every process of every host spends one budget,
 * one round trip per check. Redis comes first when it is configured (Redis > PostgreSQL > the cluster
 * primary or this process's memory): a counter is the kind of short-lived write it is made for, where
 * PostgreSQL pays an UPSERT with its WAL on every login and promo guess.
 *
 * While Redis doesn't answer, each limiter counts in its insurance limiter instead (the host's own
 * store: the cluster primary or memory), so a Redis outage loosens the limits to per-host counting for
 * its duration, with one log line each way, and never turns into an error page.
 */
export interface RedisLimits {
  store: LimiterStore;
  /** Readiness (ADR 068): resolves when Redis answers PING. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Reconnect quickly at first, then every 2 s: a restarted Redis is used again within seconds. */
const reconnectDelayMs = (attempt: number) => Math.min(attempt * 100, 2_000);

export function redisLimits(url: string, hostStore: LimiterStore = memoryStore): RedisLimits {
  const client = new Redis(url, {
    // Without a connection a command must fail at once (insurance counts it), not wait in a queue.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    // A Redis that accepts but doesn't answer (overloaded, paused) must not hold a login up either.
    commandTimeout: 1_000,
    retryStrategy: reconnectDelayMs,
  });
  let reachable = true;
  let closing = false;
  // ioredis emits an error per reconnection attempt: one line when the outage begins, one when it ends.
  const lost = (reason: string) => {
    if (!reachable || closing) return;
    reachable = false;
    logger.warn({ reason }, "Redis does not answer: abuse limits count per host until it is back");
  };
  client.on("error", (error: Error) => lost(error.message));
  client.on("close", () => lost("connection closed"));
  client.on("ready", () => {
    if (reachable) return;
    reachable = true;
    logger.info("Redis answers again: abuse limits are shared across hosts again");
  });
  const store: LimiterStore = (name, rule) =>
    new RateLimiterRedis({
      storeClient: client,
      // Keys read `abuse:loginPerClient:<key>`, apart from anything else kept in a shared Redis.
      keyPrefix: `abuse:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
      rejectIfRedisNotReady: true,
      insuranceLimiter: hostStore(name, rule),
    });
  return {
    store,
    async ping() {
      if ((await client.ping()) !== "PONG") throw new Error("Redis did not answer PONG");
    },
    async close() {
      closing = true;
      client.disconnect();
    },
  };
}
