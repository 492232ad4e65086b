// One storefront process (server.js runs it, or forks it as a cluster worker): static assets, then the
// React Router app (server/app.ts, built into build/server). In development, Vite compiles on the fly.

import cluster from "node:cluster";
import { join } from "node:path";
import compression from "compression";
import express from "express";
import { applyHttpTimeouts } from "./http-timeouts.js";
import { exitOnConfigurationError, logger } from "./logger.js";
import { servePrecompressed } from "./precompressed-assets.js";

const DEVELOPMENT = process.env.NODE_ENV === "development";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || undefined;
// Resolved from this file by import(); the static paths below are relative to the working directory.
const BUILD_PATH = "../build/server/index.js";

const server = express();
server.disable("x-powered-by");
// While draining (below), every answer closes its connection, so a balancer's pooled connections
// move to other processes instead of failing on the closed listener later.
let draining = false;
server.use((_req, res, next) => {
  if (draining) res.setHeader("Connection", "close");
  next();
});
server.use(compression());
/** The built app module (server/app.ts): its `drain` runs on SIGTERM. */
let appModule;

if (DEVELOPMENT) {
  logger.info("starting development server");
  const viteDevServer = await import("vite").then((vite) =>
    vite.createServer({ server: { middlewareMode: true } }),
  );
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (typeof error === "object" && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  if (process.env.BENCH_STATIC_FILE) {
    // npm run bench: the I/O floor, a static copy of a page served by this same process.
    const { readFileSync } = await import("node:fs");
    const html = readFileSync(process.env.BENCH_STATIC_FILE);
    server.get("/__bench/static", (_req, res) => res.type("html").send(html));
  }
  if (process.env.BENCH_REFERENCE_BUILD) {
    // npm run bench: the framework's ceiling, a bare React Router app (scripts/bench-reference) in this process.
    const { createRequestHandler } = await import("@react-router/express");
    const { pathToFileURL } = await import("node:url");
    const build = await import(
      pathToFileURL(join(process.env.BENCH_REFERENCE_BUILD, "server/index.js")).href
    );
    server.all(["/__bench/bare", "/__bench/bare.data"], createRequestHandler({ build }));
  }
  // Fingerprinted assets never change; everything else in public/ may. Their brotli and gzip copies
  // made at build time go to browsers that accept them (ADR 094).
  server.use(
    "/assets",
    await servePrecompressed("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  // The rest of public/ is a handful of files known at start-up: only their paths reach the file
  // system, so a page request doesn't pay for a failed stat first.
  const publicFiles = await listPublicFiles("build/client");
  const servePublic = express.static("build/client", { maxAge: "1h", index: false, redirect: false });
  server.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
  appModule = await import(BUILD_PATH).catch(exitOnConfigurationError);
  server.use(appModule.app);
}

/** URL paths of the files under `root` outside assets/ (which has its own handler). */
async function listPublicFiles(root) {
  const { readdir } = await import("node:fs/promises");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map(
        (entry) =>
          `/${join(entry.parentPath ?? entry.path, entry.name)
            .slice(root.length + 1)
            .replaceAll("\\", "/")}`,
      )
      .filter((path) => !path.startsWith("/assets/")),
  );
}

const listener = server.listen(PORT, HOST, () => {
  logger.info({ url: `http://localhost:${PORT}`, pid: process.pid }, "storefront listening");
});
applyHttpTimeouts(listener);

/**
 * In-flight requests get this long to finish once the listener is closed (an idle process exits as
 * soon as its connections are closed); the cluster primary waits DRAIN_SECONDS + 10 s in all.
 */
const IN_FLIGHT_GRACE_MS = 9000;
let stopping = false;

/**
 * SIGTERM (a deployment, the cluster primary): /readyz fails first and requests are still served
 * for the drain window (ADR 068); then the listener closes, in-flight requests finish, and the
 * process exits. SIGINT (Ctrl-C) and a lost primary skip the drain window.
 */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "closing");
  if (signal === "SIGTERM" && appModule?.drain) {
    draining = true;
    await appModule.drain();
  }
  listener.close(() => process.exit(0));
  // Kept-alive connections close as soon as they are idle, not at the end of their 65 s timeout.
  listener.closeIdleConnections();
  setInterval(() => listener.closeIdleConnections(), 100).unref();
  setTimeout(() => process.exit(0), IN_FLIGHT_GRACE_MS).unref();
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
// A worker whose primary is gone would hold its share of connections with nobody to restart it.
if (cluster.isWorker) process.on("disconnect", () => shutdown("disconnect"));
