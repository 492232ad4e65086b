// The log of the storefront's plain-JS entry points (server.js, scripts/start.mjs), with the app's
// options (app/server/logger.server.ts), which they can't import before the build. Synchronous:
// start.mjs logs just before a blocking build and server.js just before exiting.
import pino from "pino";

export const logger = pino(
  { level: process.env.LOG_LEVEL || "info", base: undefined },
  pino.destination({ dest: 1, sync: true }),
);
