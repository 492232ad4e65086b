// Serves the storefront: one process, or with WEB_CONCURRENCY / one per core a cluster primary
// (server/cluster.js) forking that many server/http-server.js workers (ADR 041). Development is
// always one process: Vite's middleware and HMR belong to it.
import cluster from "node:cluster";
import { workerCount } from "./server/cluster-rules.js";
import { logger } from "./server/logger.js";

const size = process.env.NODE_ENV === "development" ? 1 : workerCount(process.env);
if (size === null) {
  logger.fatal({ value: process.env.WEB_CONCURRENCY }, "WEB_CONCURRENCY must be a positive integer");
  process.exit(1);
}
if (size > 1 && cluster.isPrimary) {
  const { startPrimary } = await import("./server/cluster.js");
  await startPrimary(size);
} else {
  await import("./server/http-server.js");
}
