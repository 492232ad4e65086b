import { cartFromAnswer } from "~/server/cart-count";
import { ApiClient } from "./api/api-client.server";
import { nextComingFromCart, referrerPath } from "./coming-from-cart";
import type { RequestState } from "./context.server";
import type { SessionState } from "./cookies.server";
import { publicOrigin } from "./host-header";
import { logger } from "./logger.server";
import type { RequestMetrics } from "./request-metrics.server";
import type { VisitorCookies } from "./request-session.server";

/** The pieces of the root middleware's request state: its construction, the cart-origin flag, the log line. */

/** Staff switch debug mode with ?debug=1 / ?debug=0; for anyone else the parameter means nothing. */
export function debugToggleOf(url: URL, staff: RequestState["staff"]): boolean | null {
  const param = url.searchParams.get("debug");
  return staff !== null && (param === "1" || param === "0") ? param === "1" : null;
}

type ClientOptions = Omit<
  ConstructorParameters<typeof ApiClient>[0],
  "accessToken" | "currency" | "trackingId" | "onAnswer"
>;

/** The request's state, with the one API client whose cart answers keep the session's cart count. */
export function requestStateOf(input: {
  env: RequestState["env"];
  url: URL;
  tenant: string;
  domain: RequestState["domain"];
  stored: VisitorCookies;
  staff: RequestState["staff"];
  bot: boolean;
  debugToggle: boolean | null;
  resolved: Pick<RequestState, "shop" | "auth" | "session"> & { expired: boolean };
  clientOptions: ClientOptions;
  cookies: RequestState["cookies"];
  metrics: RequestMetrics;
}): RequestState {
  const { env, url, domain, stored, staff, resolved } = input;
  const { session, auth } = resolved;
  const state: RequestState = {
    env,
    tenant: input.tenant,
    domain,
    origin: publicOrigin(url.protocol, domain, url.port, env.listenPort),
    session,
    anonymousId: stored.anonymousId ?? crypto.randomUUID(),
    anonymousIdIsNew: !stored.anonymousId,
    auth,
    sessionExpired: resolved.expired,
    staff,
    debug: staff !== null && (input.debugToggle ?? stored.debug === true),
    isBot: input.bot,
    // Object.assign, not a spread followed by new fields: V8 adds those on a slow path (~4 µs, ADR 112).
    api: new ApiClient(
      Object.assign({}, input.clientOptions, {
        accessToken: auth?.accessToken ?? null,
        currency: session.activeCurrency,
        trackingId: session.trackingId,
        onAnswer: (method: string, path: string, data: unknown) => {
          const cart = cartFromAnswer(method, path, data);
          if (cart && (cart.count !== state.session.cartCount || cart.id !== state.session.cartId))
            state.session = { ...state.session, cartCount: cart.count, cartId: cart.id };
        },
      }),
    ),
    shop: resolved.shop,
    cookies: input.cookies,
    metrics: input.metrics,
    uncacheable: false,
  };
  return state;
}

/** Spec's comingFromCart flag (ADR 032): where this GET came from, within the shop. */
export function trackComingFromCart(state: RequestState, request: Request, url: URL): void {
  const previousPath = referrerPath(request.headers.get("referer"), request.headers.get("host") ?? url.host);
  state.session.comingFromCart = nextComingFromCart(
    state.session.comingFromCart,
    { path: url.pathname, previousPath },
    state.shop,
  );
}

/** One structured line per request; every impersonated request names both the admin and the customer. */
export function logRequest(
  metrics: RequestMetrics,
  fields: { tenant: string; method: string; path: string; status: number; bot: boolean },
  impersonation: SessionState["impersonation"],
): void {
  logger.info(
    metrics.logLine({
      ...fields,
      ...(impersonation
        ? { impersonation: { admin: impersonation.adminId, customer: impersonation.customerId } }
        : {}),
    }),
    "request",
  );
}
