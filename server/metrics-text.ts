import { AggregatorRegistry } from "prom-client";
import { metricsRegistry } from "../app/server/metrics.server";
import { type ClusterMetricsAnswer, METRICS_CHANNEL } from "./cluster-metrics.js";

/** Where /metrics gets its text: this process's registry, or the whole host's through the primary. */
export interface MetricsSource {
  contentType: string;
  text(): Promise<string>;
}

/** Longer than prom-client's own 5 s wait for the workers' answers in the primary. */
const PRIMARY_TIMEOUT_MS = 6_000;

export function processMetrics(): MetricsSource {
  return { contentType: metricsRegistry.contentType, text: () => metricsRegistry.metrics() };
}

/**
 * In a cluster worker: answer the primary's requests for this worker's metrics (prom-client's
 * exchange, installed by constructing an AggregatorRegistry), and ask it for the host's sum.
 */
export function hostMetricsThroughPrimary(): MetricsSource {
  AggregatorRegistry.setRegistries(metricsRegistry);
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: ClusterMetricsAnswer) => void>();
  let nextId = 0;
  process.on("message", (message: ClusterMetricsAnswer) => {
    if (message?.channel === METRICS_CHANNEL) waiting.get(message.id)?.(message);
  });
  return {
    contentType: metricsRegistry.contentType,
    text: () =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        const timer = setTimeout(
          () => settle({ channel: METRICS_CHANNEL, id, error: "timed out" }),
          PRIMARY_TIMEOUT_MS,
        );
        function settle(answer: ClusterMetricsAnswer) {
          clearTimeout(timer);
          waiting.delete(id);
          if ("text" in answer) resolve(answer.text);
          else reject(new Error(`the cluster primary could not gather metrics: ${answer.error}`));
        }
        waiting.set(id, settle);
        process.send?.({ channel: METRICS_CHANNEL, id });
      }),
  };
}
