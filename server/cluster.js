// The cluster primary (ADR 041): `npm start` with more than one worker. It prepares what workers
// would otherwise race on, holds the state they share (abuse-limit counters, token refreshes), forks
// one storefront process per worker, replaces crashed ones and stops them all on SIGTERM/SIGINT.
// It serves nothing itself.
import cluster from "node:cluster";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { serveClusterMetrics } from "./cluster-metrics.js";
import { REFRESH_CHANNEL, RefreshHub, restartDelay } from "./cluster-rules.js";
import { exitOnConfigurationError, logger } from "./logger.js";

/** Set in every worker's env; the composition root reads it (app/server/cluster-worker.server.ts). */
const WORKER_FLAG = { STOREFRONT_CLUSTER_WORKER: "true" };
/**
 * How long workers get to stop: their drain window (DRAIN_SECONDS, validated by the workers, ADR 068)
 * and then time for in-flight requests.
 */
const drainSeconds = Number.parseInt(process.env.DRAIN_SECONDS ?? "5", 10);
const STOP_TIMEOUT_MS = ((Number.isInteger(drainSeconds) ? drainSeconds : 5) + 10) * 1000;
/** server/logger.js exits with it on a configuration error (contract/env-config.ts). */
const CONFIGURATION_EXIT_CODE = 78;

export async function startPrimary(size) {
  await prepareSharedFiles().catch(exitOnConfigurationError);
  // Workers' RateLimiterCluster limiters count here, in one memory (ADR 042).
  new RateLimiterClusterMaster();
  serveRefreshes(new RefreshHub());
  // One scrape of any worker's /metrics sees the whole host (ADR 068).
  serveClusterMetrics();

  cluster.setupPrimary({ exec: new URL("./http-server.js", import.meta.url).pathname });
  const crashes = [];
  let stopping = false;
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    // The worker said what is wrong with the configuration: every replacement would say it again.
    if (code === CONFIGURATION_EXIT_CODE) {
      stopping = true;
      logger.fatal({ pid: worker.process.pid }, "a worker stopped on a configuration error; not restarting");
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      waitForWorkers().then(() => process.exit(CONFIGURATION_EXIT_CODE));
      return;
    }
    const now = Date.now();
    const delay = restartDelay(crashes, now);
    crashes.push(now);
    if (delay === null) return giveUp(worker, code, signal);
    logger.error({ pid: worker.process.pid, code, signal, restartInMs: delay }, "worker died; replacing it");
    setTimeout(fork, delay);
  });
  for (let index = 0; index < size; index++) fork();
  logger.info({ workers: size, pid: process.pid }, "cluster primary started");

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping workers");
    // The same signal: SIGTERM makes each worker drain first, SIGINT (Ctrl-C) stops it at once.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), STOP_TIMEOUT_MS).unref();
    waitForWorkers().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

/**
 * Once for all workers: the embedded API's migrations and seed (each worker then starts `prepared`),
 * and the e2e upstream call log emptied (each worker appends to it).
 */
async function prepareSharedFiles() {
  if (!process.env.COMMERCE_API_URL) {
    const { prepareCommerceDatabase } = await import("../build/commerce-api/prepare.js");
    await prepareCommerceDatabase({
      dataDir: process.env.DATA_DIR || ".data",
      databaseUrl: process.env.DATABASE_URL || undefined,
    });
  }
  const callLog = process.env.UPSTREAM_CALL_LOG;
  if (callLog) {
    mkdirSync(dirname(callLog), { recursive: true });
    writeFileSync(callLog, "");
  }
}

function serveRefreshes(hub) {
  const send = (messages) => {
    for (const [workerId, message] of messages) cluster.workers?.[workerId]?.send(message);
  };
  cluster.on("message", (worker, message) => {
    if (message?.channel !== REFRESH_CHANNEL) return;
    if (message.type === "claim") send(hub.claim(worker.id, message.id, message.key));
    if (message.type === "settled") send(hub.settle(message.key, message.outcome));
  });
  cluster.on("exit", (worker) => send(hub.workerGone(worker.id)));
}

function fork() {
  const worker = cluster.fork(WORKER_FLAG);
  // An answer sent to a worker that just died fails; unhandled, that would take the primary down.
  worker.on("error", (error) => logger.warn({ err: error, pid: worker.process.pid }, "worker IPC failed"));
}

function giveUp(worker, code, signal) {
  logger.fatal(
    { pid: worker.process.pid, code, signal },
    "workers keep crashing; not restarting (see the log above for the cause)",
  );
  // The remaining workers keep serving; with none left there is nothing to run.
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
}

function waitForWorkers() {
  return new Promise((resolve) => {
    const check = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve();
    };
    cluster.on("exit", check);
    check();
  });
}
