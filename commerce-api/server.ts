import { createServer } from "node:http";
import path from "node:path";
import { CONFIGURATION_EXIT_CODE, ConfigurationError } from "#contract/env-config";
import { accountSettingsFromEnv } from "./accounts/settings";
import { checkCommerceApiEnv } from "./env";
import { abuseLimitOptionsFromEnv } from "./http/abuse-limits";
import { stampClientIp } from "./http/client-ip";
import { errorResponse } from "./http/envelope";
import { toFetchRequest, writeFetchResponse } from "./http/node-adapter";
import { createCommerceApi } from "./index";
import { logger } from "./logger";

/**
 * Standalone commerce API (`npm run commerce-api`, bundled by `npm run build`): serves /api/v1 over HTTP on the same database
 * the storefront embeds. Env: COMMERCE_API_PORT (4000), COMMERCE_API_HOST (127.0.0.1), DATA_DIR (.data),
 * DATABASE_URL (postgres://…; unset: SQLite in DATA_DIR),
 * COMMERCE_API_TRUST_CLIENT_IP (false), ABUSE_LIMITS_FACTOR (1).
 */
try {
  checkCommerceApiEnv(process.env);
} catch (error) {
  // One line saying what to fix (issue 35 §11); the configuration exit code, like the storefront's.
  if (!(error instanceof ConfigurationError)) throw error;
  logger.fatal(error.message);
  process.exit(CONFIGURATION_EXIT_CODE);
}

const port = Number(process.env.COMMERCE_API_PORT ?? 4000);
const host = process.env.COMMERCE_API_HOST ?? "127.0.0.1";
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
// Only when nothing but the storefront can reach this port may its fe-x-client-ip be believed;
// otherwise any caller could name its own limit bucket, so the socket address is used.
const trustClientIp = process.env.COMMERCE_API_TRUST_CLIENT_IP === "true";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  logger.fatal({ value: process.env.COMMERCE_API_PORT }, "invalid COMMERCE_API_PORT");
  process.exit(1);
}

const api = createCommerceApi({
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  accounts: accountSettingsFromEnv(process.env),
  limits: abuseLimitOptionsFromEnv(process.env),
  redisUrl: process.env.REDIS_URL || undefined,
});
const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;

const server = createServer((req, res) => {
  const aborted = new AbortController();
  res.on("close", () => aborted.abort());
  const handle = async () => {
    let response: Response;
    try {
      const request = toFetchRequest(req, origin, aborted.signal);
      stampClientIp(request, req.socket.remoteAddress, trustClientIp);
      response = await api.handler(request);
    } catch (error) {
      logger.error({ err: error }, "request could not be handled");
      response = errorResponse(500, "INTERNAL_ERROR", "An unexpected error occurred");
    }
    await writeFetchResponse(response, res);
  };
  handle().catch((error: unknown) => {
    // The client went away mid-response; nothing left to answer.
    if (!res.headersSent) res.writeHead(500);
    res.end();
    if (!aborted.signal.aborted) logger.error({ err: error }, "response failed");
  });
});

try {
  await api.ready;
} catch (error) {
  // A schema newer than this code (issue 37 §1) says so in one line, like a bad variable.
  if (error instanceof ConfigurationError) {
    logger.fatal(error.message);
    process.exit(CONFIGURATION_EXIT_CODE);
  }
  process.exit(1); // Already logged by createCommerceApi.
}

// The storefront's timeouts (server/http-timeouts.js, issue 35 §2): headers within 20 s, a whole
// upload within 10 min, idle connections kept longer than a balancer's 60 s.
server.headersTimeout = 20_000;
server.requestTimeout = 10 * 60_000;
server.keepAliveTimeout = 65_000;

server.listen(port, host, () => {
  logger.info({ origin, dataDir }, "listening");
});

let shuttingDown = false;
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  // In-flight requests may finish; idle keep-alive sockets are closed now, the rest after 10 s.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(() => {
    api.close().finally(() => process.exit(0));
  });
  server.closeIdleConnections();
}

process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
