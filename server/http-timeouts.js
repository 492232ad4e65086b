// The HTTP server's timeouts, chosen rather than inherited from Node (issue 35 §2). The same values
// serve the standalone commerce API (commerce-api/server.ts).

/** A request's headers must arrive within this (slow-header attacks hold a socket each); a phone on a poor network sends them in a packet or two. */
export const HEADERS_TIMEOUT_MS = 20_000;
/**
 * The whole request, body included: the largest print file (ARTWORK_MAX_BYTES, 50 MiB) over a
 * 1 Mbit/s uplink takes about 7 minutes. Node's 300 s default would cut a slow upload short.
 */
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
/**
 * An idle kept-alive connection is closed after this: longer than the idle timeout of the load
 * balancers in front (nginx upstream keepalive_timeout and AWS ALB: 60 s), so it is always the
 * balancer that closes and never sends a request down a connection we are closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** @param {import("node:http").Server} server */
export function applyHttpTimeouts(server) {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
}
