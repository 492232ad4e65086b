import type { DataStrategyResult, MiddlewareFunction } from "react-router";
import { ISLAND_PARAM } from "#contract/product/island-param";
import { isConnectionFailure } from "../../shell/errors/connection";
import type { IslandAnswer } from "./island-quote";

type RouteResults = Record<string, DataStrategyResult>;

/** The island's answer when its re-quote never reached the shop: the island keeps its last priced view. */
export const CONNECTION_LOST: IslandAnswer = { island: null, connectionLost: true };

/**
 * Client middleware, on the root route (ADR 062). React Router hands a fetcher's failed request to
 * the route's error boundary, which would replace the whole configurator with an error page when a
 * phone drops its connection during a re-quote. A re-quote (ISLAND_PARAM) that couldn't reach the
 * shop, or gave up after the client timeout (client/client-timeout.ts), becomes an answer instead;
 * every other request, and every other failure, passes as it came.
 * Middleware rather than a clientLoader, which would stop React Router prefetching content pages.
 */
export const keepIslandThroughLostConnection: MiddlewareFunction<RouteResults> = async (
  { request },
  next,
) => {
  const results = await next();
  // Re-quotes are loads; a post's failure (its outcome unknown) is the error page's to tell.
  if (request.method !== "GET" || !new URL(request.url).searchParams.has(ISLAND_PARAM)) return results;
  return answerLostConnections(results);
};

/** Each route result that failed for want of a connection, as the island's "connection lost" answer. */
export function answerLostConnections(results: RouteResults): RouteResults {
  const answered: RouteResults = {};
  for (const [routeId, result] of Object.entries(results)) {
    const lost = result.type === "error" && isConnectionFailure(result.result);
    answered[routeId] = lost ? { type: "data", result: CONNECTION_LOST } : result;
  }
  return answered;
}
