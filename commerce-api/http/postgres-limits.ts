import type pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import type { LimiterStore } from "./abuse-limits";

/**
 * Abuse-limit counters in the PostgreSQL database the API runs on (ADR 044): every process of every
 * host spends one budget, where the cluster primary's counters (ADR 042) only join one host's workers.
 * The table comes from migration 028; expired rows are swept every five minutes.
 */
export function postgresLimiterStore(pool: pg.Pool): LimiterStore {
  return (name, rule) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "abuse_limits",
      tableCreated: true,
      clearExpiredByTimeout: true,
      keyPrefix: name,
      points: rule.points,
      duration: rule.durationSeconds,
    });
}
