import cluster from "node:cluster";

/**
 * True in a storefront worker forked by the cluster primary (server/cluster.js, ADR 041), which holds
 * what workers share: abuse-limit counters and token refreshes. The flag, not just `cluster.isWorker`,
 * because another process manager's cluster (pm2's) would have no such primary to answer.
 */
export function isStorefrontWorker(env: Record<string, string | undefined> = process.env): boolean {
  return cluster.isWorker && env.STOREFRONT_CLUSTER_WORKER === "true";
}
