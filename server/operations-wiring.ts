import type { ServerEnv } from "../app/server/env.server";
import { logger } from "../app/server/logger.server";
import { endpointLabeler, type RouteEntry, routeIdsByPattern } from "../app/server/metric-labels";
import { configureMetricLabels } from "../app/server/metrics.server";
import { s3ConfigFromEnv } from "../commerce-api/files/s3-config";
import { s3FileStore } from "../commerce-api/files/s3-file-store";
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
  /** A storefront cluster worker: /metrics answers for the whole host, through the primary. */
  clusterWorker: boolean;
}

export function createOperations({ env, routes, database, clusterWorker }: OperationsWiring) {
  configureMetricLabels({
    routeIds: routeIdsByPattern(routes),
    endpointOf: endpointLabeler(apiRoutes),
  });
  const readiness = new Readiness([database, ...configuredDependencyChecks()], undefined, (failing) =>
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
 * Dependencies beyond the database, checked only when configured, each named and built from its own
 * env variable: the S3 bucket holding files (ADR 071) when S3_BUCKET is set. A storefront whose API
 * is remote (COMMERCE_API_URL) keeps no files itself, so the bucket is the API hosts' to check.
 */
export function configuredDependencyChecks(
  source: Record<string, string | undefined> = process.env,
): ReadinessCheck[] {
  const s3 = source.COMMERCE_API_URL ? null : s3ConfigFromEnv(source);
  return s3 ? [objectStorageCheck(s3FileStore(s3))] : [];
}

/** The bucket answers a HEAD with these credentials (ADR 068's "trivial question"). */
export function objectStorageCheck(store: { ping(signal?: AbortSignal): Promise<void> }): ReadinessCheck {
  return { name: "object-storage", run: (signal) => store.ping(signal) };
}

/** With COMMERCE_API_URL the database is the remote API's: it answers GET /api/v1/health/ (ADR 068). */
export function remoteApiCheck(baseUrl: string): ReadinessCheck {
  return {
    name: "commerce-api",
    run: async (signal) => {
      const response = await fetch(`${baseUrl}/api/v1/health/`, { signal });
      await response.body?.cancel();
      if (response.status !== 200) throw new Error(`the commerce API answered ${response.status}`);
    },
  };
}

/** The embedded API's database, asked in-process. */
export function embeddedDatabaseCheck(ping: () => Promise<void>): ReadinessCheck {
  return { name: "database", run: () => ping() };
}
