import pino from "pino";

/**
 * The storefront's structured log: one JSON line per event on stdout (pino adds level and time).
 * LOG_LEVEL picks the threshold (default info; tests use silent). An unknown level throws at
 * start-up rather than silently logging nothing. commerce-api/logger.ts has the same options:
 * the storefront never imports commerce-api internals, so each side owns its logger.
 */
export const logger = pino({ level: process.env.LOG_LEVEL || "info", base: undefined });
