import "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import express from "express";
import { RouterContextProvider } from "react-router";
import { CONFIGURATION_EXIT_CODE, ConfigurationError } from "#contract/env-config";
import { webRequest } from "#contract/in-process-request";
import type { Upstream } from "../app/server/api/api-client.server";
import { SharedAnswers } from "../app/server/api/shared-answers.server";
import { isStorefrontWorker } from "../app/server/cluster-worker.server";
import { platformContext } from "../app/server/context.server";
import { serverEnv } from "../app/server/env.server";
import { isValidHostHeader, normaliseRequestTarget } from "../app/server/host-header";
import { logger } from "../app/server/logger.server";
import { answerMediaRequest } from "../app/server/media-files.server";
import { configureMailOutboxDepth } from "../app/server/metrics.server";
import { replayFromPageCache } from "../app/server/page-cache-fast-path.server";
import { PAGE_METHODS } from "../app/server/request-guard";
import { resolveTenant } from "../app/server/tenant";
import {
  advancedOffset,
  clockNow,
  readOffset,
  TEST_CLOCK_COOKIE,
  testClockEnabled,
  withTestClock,
} from "../app/server/test-clock.server";
import { createCommerceApi } from "../commerce-api";
import { accountSettingsFromEnv } from "../commerce-api/accounts/settings";
import { checkCommerceApiEnv } from "../commerce-api/env";
import { abuseLimitOptionsFromEnv } from "../commerce-api/http/abuse-limits";
import { clusterLimiterStore } from "../commerce-api/http/cluster-limits";
import { BUILD_ID_PATTERN, buildMeta } from "./build-meta";
import { createExpressHandler } from "./express-handler";
import { discardInsteadOfDestroying, lingerBeforeClosing } from "./lingering-close";
import { createTurnAdmission } from "./loop-turns";
import {
  createOperations,
  embeddedDatabaseCheck,
  objectStorageCheck,
  remoteApiCheck,
  sharedCountersCheck,
} from "./operations-wiring";
import type { ReadinessCheck } from "./readiness";
import { handlersByRouteTable } from "./tenant-route-tables";
import { recordingUpstream } from "./upstream-recorder";

/**
 * The composition root, built with the app so it shares the router context instances.
 * It picks the upstream once: the embedded commerce API in-process (default), or the shop's own
 * backend over HTTP when COMMERCE_API_URL is set.
 */
const env = serverEnv();

const EMBEDDED_BASE_URL = "http://commerce-api.internal";

// A cluster worker (ADR 041): the primary prepared the database, truncated the call log and keeps
// the abuse-limit counters (ADR 042).
const worker = isStorefrontWorker();

function createUpstream(): {
  upstream: Upstream;
  baseUrl: string;
  inProcess: boolean;
  database: ReadinessCheck;
  /** Beyond the database, each only when configured (ADR 068's seam): Redis (ADR 070), S3 (ADR 071). */
  dependencies: ReadinessCheck[];
} {
  if (env.commerceApiUrl) {
    return {
      // The client gives a remote upstream web Requests only; `webRequest` holds the type to that.
      upstream: (request) => fetch(webRequest(request)),
      baseUrl: env.commerceApiUrl,
      inProcess: false,
      database: remoteApiCheck(env.commerceApiUrl),
      dependencies: [],
    };
  }
  checkCommerceApiEnv(process.env);
  const redisUrl = process.env.REDIS_URL || undefined;
  const embedded = createCommerceApi({
    dataDir: env.dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    accounts: accountSettingsFromEnv(process.env),
    now: () => new Date(clockNow()),
    // With REDIS_URL the counters are in Redis, this host's primary counting while Redis is away
    // (ADR 070); else on PostgreSQL in the database, shared beyond this host (ADR 044).
    limits: {
      ...abuseLimitOptionsFromEnv(process.env),
      ...(worker && (redisUrl || !process.env.DATABASE_URL) ? { store: clusterLimiterStore } : {}),
    },
    ...(redisUrl ? { redisUrl } : {}),
    prepared: worker,
  });
  configureMailOutboxDepth(embedded.mailOutboxDepth);
  embedded.ready.catch((error: unknown) => {
    // A schema newer than this code (issue 37 §1): one line and exit 78, which the primary doesn't restart.
    if (error instanceof ConfigurationError) {
      logger.fatal(error.message);
      process.exit(CONFIGURATION_EXIT_CODE);
    }
    logger.error({ err: error }, "the embedded commerce API could not start");
    process.exitCode = 1;
  });
  return {
    upstream: embedded.handler,
    baseUrl: EMBEDDED_BASE_URL,
    inProcess: true,
    database: embeddedDatabaseCheck(embedded.ping),
    dependencies: [
      ...(embedded.pingRedis ? [sharedCountersCheck(embedded.pingRedis)] : []),
      ...(embedded.pingFiles ? [objectStorageCheck(embedded.pingFiles)] : []),
    ],
  };
}

const created = createUpstream();
const upstream = recordingUpstream(created.upstream, process.env.UPSTREAM_CALL_LOG, { truncate: !worker });
const { baseUrl } = created;
// Page content and product configurations the upstream lets anyone reuse for a few seconds (ADR 045),
// valid on each request's clock (an e2e test may move its own).
const sharedAnswers = new SharedAnswers(() => clockNow());

export const app = express();
app.disable("x-powered-by");
if (env.trustProxy) app.set("trust proxy", true);

// Probes and metrics (ADR 068), first: a balancer probes by IP, on any Host, and needs no tenant.
const operations = createOperations({
  env,
  routes: serverBuild.routes,
  database: created.database,
  dependencies: created.dependencies,
  clusterWorker: worker,
});
app.use(operations.routes);
/** server/http-server.js calls it on SIGTERM before closing the listener. */
export const drain = operations.drain;

// A Host header no URL can be built from would fail inside React Router: refuse it first (issue 12).
// HTTP/1.0 without Host gets the default domain, an absolute URL in the request line its own
// authority (issue 35), so React Router always gets a path and a host it can build a URL from.
app.use((req, res, next) => {
  const target = normaliseRequestTarget(req.url, req.headers.host, env.tenantDomains.defaultDomain);
  if (target && isValidHostHeader(target.host)) {
    req.url = target.url;
    req.originalUrl = target.url;
    req.headers.host = target.host;
    return next();
  }
  res.status(400).type("text/plain").send("Bad Request: the Host header or request target is not valid.");
});

// Requests other than reads (page views, the hot path, skip this): a response sent before the body
// was read (a refused 24 MiB form) closes the connection, since the client is still sending and a
// reused connection would fail its next request, after a lingering close so the client reads the
// answer (server/lingering-close.ts); and pages answer other methods 405 with Allow (RFC 9110)
// from the root middleware.
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  if (req.method !== "POST" && !req.path.startsWith("/api/")) res.setHeader("Allow", PAGE_METHODS);
  discardInsteadOfDestroying(req);
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) {
      this.setHeader("Connection", "close");
      lingerBeforeClosing(req);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

// E2E only (E2E_TEST_CLOCK=true): tests move the clock instead of sleeping past token lifetimes.
if (testClockEnabled()) {
  app.post("/__test/clock", (req, res) => {
    const offset = advancedOffset(readOffset(req.headers.cookie), Number(req.query.advance));
    if (offset === null) return void res.status(400).json({ error: "advance=SECONDS" });
    res.cookie(TEST_CLOCK_COOKIE, String(offset), { httpOnly: true, sameSite: "lax", path: "/" });
    res.json({ offsetMs: offset });
  });
  app.use((req, _res, next) => withTestClock(req.headers.cookie, next));
}

// Open tabs poll the build they should run (issue 17 §7): a new deployment offers a reload. An e2e
// server lets a browser context pretend a newer build is served (a cookie, so parallel tests don't see it).
const TEST_BUILD_COOKIE = /(?:^|;\s*)e2e-build=([a-z0-9]{1,16})(?:;|$)/;
app.get("/builds/latest.json", (req, res) => {
  const pretended = testClockEnabled() ? TEST_BUILD_COOKIE.exec(req.headers.cookie ?? "")?.[1] : undefined;
  res.setHeader("cache-control", "no-store");
  res.json({ id: pretended ?? serverBuild.assets.version });
});
// The build's route rules (spec §7): keyed by build id, so it never changes once served.
app.get("/builds/meta/:file", (req, res) => {
  const id = req.params.file.endsWith(".json") ? req.params.file.slice(0, -".json".length) : "";
  if (!BUILD_ID_PATTERN.test(id) || id !== serverBuild.assets.version) {
    res.setHeader("cache-control", "no-store");
    return void res.status(404).json({ error: "Unknown build" });
  }
  res.setHeader("cache-control", "public, max-age=31536000, immutable");
  res.json(buildMeta(id, env.pageCacheTtlMs));
});

// Staff library images (ADR 029): content-hashed names, immutable, no cookies, no React Router.
app.get("/media/:name", async (req, res, next) => {
  try {
    const answer = await answerMediaRequest(
      { host: req.headers.host, path: req.path },
      { upstream, baseUrl, tenantDomains: env.tenantDomains },
    );
    if (answer.status === 200 && req.headers["if-none-match"] === answer.headers.etag) {
      res.writeHead(304, { etag: answer.headers.etag, "cache-control": answer.headers["cache-control"] });
      return void res.end();
    }
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  } catch (error) {
    next(error);
  }
});

// A fresh cached page for an anonymous visitor is answered before React Router (ADR 018).
app.use(async (req, res, next) => {
  const cached = await replayFromPageCache({
    method: req.method,
    url: req.originalUrl,
    headers: req.headers,
    socketAddress: req.socket.remoteAddress ?? null,
  });
  if (!cached) return next();
  res.writeHead(cached.status, cached.headers.flat());
  res.end(cached.body);
});

const reactRouterFor = handlersByRouteTable(serverBuild, (build) =>
  createExpressHandler({
    // A build, not a function returning one: given a function, React Router re-derives its route
    // tree (flatten, rank, compile every path) on every request. In development Vite re-evaluates
    // this module when the build changes, so HMR still works.
    build,
    getLoadContext(req) {
      const context = new RouterContextProvider();
      context.set(platformContext, {
        upstream,
        upstreamBaseUrl: baseUrl,
        upstreamInProcess: created.inProcess,
        socketAddress: req.socket.remoteAddress ?? null,
        sharedAnswers,
      });
      return context;
    },
  }),
);

// Each tenant's route table leaves out the other tenants' screen paths (ADR 046), and each request
// gets the section of it that its path can match. Requests start one per turn of the event loop, so
// a loaded process still accepts new connections promptly (ADR 050).
const admit = createTurnAdmission();
app.use((req, res, next) =>
  admit(() => {
    // A visitor who gave up while waiting gets no page rendered for nobody.
    if (req.socket.destroyed) return;
    try {
      reactRouterFor(tenantOfHost(req.headers.host), req.path)(req, res, next);
    } catch (error) {
      next(error);
    }
  }),
);

function tenantOfHost(host: string | undefined): string | null {
  try {
    return resolveTenant(host, env.tenantDomains).tenant;
  } catch {
    return null;
  }
}
