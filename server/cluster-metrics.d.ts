// Types of cluster-metrics.js (plain JavaScript, run by the cluster primary before any build).

export const METRICS_CHANNEL: "storefront:metrics";

export function serveClusterMetrics(): void;

/** Primary → worker: the host's metrics in Prometheus text, or why they couldn't be gathered. */
export type ClusterMetricsAnswer =
  | { channel: typeof METRICS_CHANNEL; id: number; text: string }
  | { channel: typeof METRICS_CHANNEL; id: number; error: string };
