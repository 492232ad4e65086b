import { RateLimiterCluster } from "rate-limiter-flexible";
import type { LimiterStore } from "./abuse-limits";

/** How long a worker waits for the primary's answer before the request fails (500) rather than pass unlimited. */
const PRIMARY_TIMEOUT_MS = 3000;

/**
 * Abuse-limit counters kept by the cluster primary (RateLimiterClusterMaster in server/cluster.js), so
 * every worker of one host spends the same budget (ADR 042). Only for processes forked by that primary.
 */
export const clusterLimiterStore: LimiterStore = (name, rule) =>
  new RateLimiterCluster({
    keyPrefix: name,
    points: rule.points,
    duration: rule.durationSeconds,
    timeoutMs: PRIMARY_TIMEOUT_MS,
  });
