import { z } from "zod";
import type { ServerEnv } from "../app/server/env.server";
import { logger } from "../app/server/logger.server";
import { endpointLabeler, type RouteEntry, routeIdsByPattern } from "../app/server/metric-labels";
import { configureMetricLabels } from "../app/server/metrics.server";
import { apiRoutes } from "../commerce-api/routes";
import { hostMetricsThroughPrimary, processMetrics } from "./metrics-text";
import { operationsRoutes } from "./operations";
import { Readiness, type ReadinessCheck } from "./readiness";

/**
 * The composition of probes, draining and metrics (ADR 068) for server/app.ts: labels from the
 * server build and the API's route table, readiness from the database the upstream stands on.
 */
export interface OperationsWiring {
  env: Pick<ServerEnv, "staffIps" | "trustProxy" | "metricsToken" | "drainSeconds">;
  /** The server build's route table (`ServerBuild["routes"]`). */
  routes: Record<string, RouteEntry | undefined>;
  /** The embedded API's `ping`, or a question to the remote API (remoteApiCheck). */
  database: ReadinessCheck;
  /** Dependencies beyond the database, present only when configured (Redis: sharedCountersCheck; S3: objectStorageCheck). */
  dependencies?: readonly ReadinessCheck[];
  /** A storefront cluster worker: /metrics answers for the whole host, through the primary. */
  clusterWorker: boolean;
}

export function createOperations({
  env,
  routes,
  database,
  dependencies = [],
  clusterWorker,
}: OperationsWiring) {
  configureMetricLabels({
    routeIds: routeIdsByPattern(routes),
    endpointOf: endpointLabeler(apiRoutes),
  });
  const readiness = new Readiness([database, ...dependencies], undefined, (failing) =>
    failing.length > 0
      ? logger.warn({ failing }, "not ready: a dependency does not answer")
      : logger.info("ready again: every dependency answers"),
  );
  return {
    routes: operationsRoutes({
      readiness,
      metrics: clusterWorker ? hostMetricsThroughPrimary() : processMetrics(),
      access: { staffIps: env.staffIps, trustProxy: env.trustProxy, token: env.metricsToken },
    }),
    /**
     * SIGTERM (server/http-server.js): fail readiness and keep serving for DRAIN_SECONDS so a balancer
     * polling /readyz stops sending; resolves when the listener may close. Nobody has polled since
     * start (no balancer, `npm start` on a laptop, the e2e servers): there is no one to wait for.
     */
    drain(): Promise<void> {
      readiness.beginDrain();
      const waitMs = readiness.probed ? env.drainSeconds * 1000 : 0;
      logger.info({ waitMs }, "draining: /readyz answers 503");
      return new Promise((resolve) => setTimeout(resolve, waitMs));
    },
  };
}

/**
 * Redis holding the abuse-limit counters (REDIS_URL, ADR 070). Without it the host still serves,
 * counting per host, so it is reported (`degraded`) but doesn't fail readiness: every host shares one
 * Redis, and a balancer taking all of them out for it would turn a looser limit into an outage.
 */
export function sharedCountersCheck(ping: () => Promise<void>): ReadinessCheck {
  return { name: "redis", run: () => ping(), degradable: true };
}

/**
 * The bucket holding files (S3_BUCKET, ADR 071), asked by a HEAD of a key nobody writes. Unlike Redis
 * it fails readiness: a host that can't read or store print files can't serve the shop's uploads.
 * A storefront whose API is remote keeps no files: its API hosts check their bucket (GET /api/v1/health/).
 */
export function objectStorageCheck(ping: (signal: AbortSignal) => Promise<void>): ReadinessCheck {
  return { name: "object-storage", run: (signal) => ping(signal) };
}

/**
 * With COMMERCE_API_URL the database is the remote API's: it answers GET /api/v1/health/ (ADR 068),
 * naming what it serves degraded without (its Redis, ADR 079), which this host's /readyz passes on.
 */
export function remoteApiCheck(baseUrl: string): ReadinessCheck {
  return {
    name: "commerce-api",
    run: async (signal) => {
      const response = await fetch(`${baseUrl}/api/v1/health/`, { signal });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new Error(`the commerce API answered ${response.status}`);
      }
      const answer = remoteHealthSchema.safeParse(await response.json().catch(() => null));
      return { degraded: answer.success ? (answer.data.data.degraded ?? []) : [] };
    },
  };
}

const remoteHealthSchema = z.object({
  data: z.object({ degraded: z.array(z.string().max(40)).max(10).optional() }),
});

/** The embedded API's database, asked in-process. */
export function embeddedDatabaseCheck(ping: () => Promise<void>): ReadinessCheck {
  return { name: "database", run: () => ping() };
}
