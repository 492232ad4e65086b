import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { methodLabel, OTHER, routeLabel, statusLabel } from "./metric-labels";
import type { RequestMetrics } from "./request-metrics.server";

/**
 * This process's Prometheus metrics (ADR 068), served at /metrics (server/operations.ts). They are
 * fed from what each request already measures for its log line and Server-Timing (RequestMetrics):
 * nothing is timed twice. With a cluster, the primary sums every worker's registry for one scrape.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** Seconds; a page cache hit takes about a millisecond, a slow render or upload several seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const requests = new Counter({
  name: "http_requests_total",
  help: "Requests React Router or the page cache answered, by route id, method and status",
  labelNames: ["route", "method", "status"] as const,
  registers: [metricsRegistry],
});
const requestSeconds = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request (until the response is handed to the server), by route id and status",
  labelNames: ["route", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const upstreamSeconds = new Histogram({
  name: "upstream_request_duration_seconds",
  help: "Commerce API calls, by endpoint (route pattern), method and status",
  labelNames: ["endpoint", "method", "status"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});
const pageCache = new Counter({
  name: "page_cache_requests_total",
  help: "Cacheable page requests by outcome (X-Page-Cache: hit, stale or miss)",
  labelNames: ["outcome"] as const,
  registers: [metricsRegistry],
});
const abuseRefusals = new Counter({
  name: "abuse_limit_refusals_total",
  help: "Commerce API calls refused by an abuse limit (429), by endpoint",
  labelNames: ["endpoint"] as const,
  registers: [metricsRegistry],
});

/** The commerce database's outbox (the embedded API's); null with a remote API, which has its own database. */
let outboxDepth: (() => Promise<{ queued: number; failed: number }>) | null = null;

export function configureMailOutboxDepth(read: typeof outboxDepth): void {
  outboxDepth = read;
}

new Gauge({
  name: "mail_outbox_messages",
  help: "Mails in the outbox waiting to be sent (queued) or given up on (failed), read from the database at scrape time",
  labelNames: ["status"] as const,
  registers: [metricsRegistry],
  // Every worker (and host) reads the same table: the host's figure is one reading, not their sum.
  aggregator: "max",
  async collect() {
    if (!outboxDepth) return;
    try {
      const depth = await outboxDepth();
      this.set({ status: "queued" }, depth.queued);
      this.set({ status: "failed" }, depth.failed);
    } catch {
      // A database that doesn't answer is /readyz's to report; the scrape keeps the last reading.
    }
  },
});

interface LabelSources {
  /** Matched React Router pattern → route id (from the server build). */
  routeIds: ReadonlyMap<string, string>;
  /** Upstream method and path → endpoint label (from the commerce API's route table). */
  endpointOf: (method: string, path: string) => string;
}

/** Until the composition root (server/app.ts) names them, every label is OTHER: still bounded. */
let labels: LabelSources = { routeIds: new Map(), endpointOf: () => OTHER };

export function configureMetricLabels(sources: LabelSources): void {
  labels = sources;
}

/** Called once per request, where its log line is written, with the status it was answered with. */
export function observeRequest(metrics: RequestMetrics, method: string, status: number): void {
  const route = routeLabel(labels.routeIds, metrics.routePattern);
  const code = statusLabel(status);
  requests.inc({ route, method: methodLabel(method), status: code });
  requestSeconds.observe({ route, status: code }, metrics.elapsedMs() / 1000);
  if (metrics.pageCache) pageCache.inc({ outcome: metrics.pageCache });
  for (const call of metrics.calls) {
    const endpoint = labels.endpointOf(call.method, call.path);
    upstreamSeconds.observe(
      { endpoint, method: methodLabel(call.method), status: statusLabel(call.status) },
      call.durationMs / 1000,
    );
    if (call.status === 429) abuseRefusals.inc({ endpoint });
  }
}
