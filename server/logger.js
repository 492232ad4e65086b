// The log of the storefront's plain-JS entry points (server.js, scripts/start.mjs), with the app's
// options (app/server/logger.server.ts), which they can't import before the build. Synchronous:
// start.mjs logs just before a blocking build and server.js just before exiting.
import pino from "pino";

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];
const level = process.env.LOG_LEVEL || "info";
// The first variable every entry point reads: a wrong one says so in one line (issue 35 §11), not
// with pino's stack, and stops start-up with the configuration exit code (contract/env-config.ts).
if (!LEVELS.includes(level)) {
  process.stderr.write(
    `Invalid configuration: LOG_LEVEL must be one of ${LEVELS.join(", ")} (default info) (got ${JSON.stringify(level)}).\n`,
  );
  process.exit(78);
}

export const logger = pino({ level, base: undefined }, pino.destination({ dest: 1, sync: true }));

/**
 * Start-up that failed on the operator's configuration (a ConfigurationError from the build): one
 * fatal line and exit code 78, which the cluster primary takes as "don't restart". Anything else
 * is a real crash and keeps its stack.
 */
export function exitOnConfigurationError(error) {
  if (error?.name !== "ConfigurationError") throw error;
  logger.fatal(error.message);
  process.exit(78);
}
