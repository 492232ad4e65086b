import pino from "pino";

/**
 * The commerce API's structured log, with the storefront's options (app/server/logger.server.ts):
 * one JSON line per event on stdout, LOG_LEVEL as threshold (default info). `name` tells its lines
 * apart when the API is embedded in the storefront's process.
 */
export const logger = pino({ name: "commerce-api", level: process.env.LOG_LEVEL || "info", base: undefined });
