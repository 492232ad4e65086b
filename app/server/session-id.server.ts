import type { MiddlewareFunction } from "react-router";
import { getRequestState } from "./context.server";

/**
 * The spec's "session id" route middleware (§2): screens whose calls must be traceable end to end
 * (cart, checkout, payment) get a session tracking id before their loader or action runs, so every
 * upstream call of the request carries `fe-x-tracking-id` (§7). The root middleware gives one to
 * every new session; this repairs a session that lost it (e.g. a cookie written before it existed).
 */
export const sessionIdMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const state = getRequestState(context);
  if (!state.session.trackingId) {
    const trackingId = crypto.randomUUID();
    state.session = { ...state.session, trackingId };
    state.api = state.api.withTrackingId(trackingId);
  }
  return next();
};
