// One scrape sees the whole host (ADR 068): each worker keeps its own Prometheus registry, so the
// cluster primary, which serves nothing itself, sums them when a worker asks on behalf of /metrics.
import cluster from "node:cluster";
import promClient from "prom-client";

export const METRICS_CHANNEL = "storefront:metrics";

/** Primary side: answers a worker's `{ channel, id }` with every worker's metrics summed. */
export function serveClusterMetrics() {
  // Its constructor installs prom-client's own request/answer exchange with the workers.
  const aggregator = new promClient.AggregatorRegistry();
  cluster.on("message", (worker, message) => {
    if (message?.channel !== METRICS_CHANNEL) return;
    aggregator
      .clusterMetrics()
      .then(
        (text) => ({ text }),
        (error) => ({ error: error instanceof Error ? error.message : String(error) }),
      )
      .then((answer) => {
        if (worker.isConnected()) worker.send({ channel: METRICS_CHANNEL, id: message.id, ...answer });
      });
  });
}
