import type { MiddlewareFunction } from "react-router";
import { contentEndpoints } from "#contract/content/content.endpoints";
import { redirect } from "~/server/redirect.server";
import { ApiClient } from "./api/api-client.server";
import { envelopeError } from "./api-proxy.server";
import { resolveAuth, resumedAdmin } from "./auth/auth-session.server";
import { isBotAgent } from "./bot-agent.server";
import {
  nonceContext,
  type Platform,
  platformContext,
  type RequestState,
  requestStateContext,
} from "./context.server";
import { commitCookies } from "./cookie-commit.server";
import type { SessionState } from "./cookies.server";
import { type ServerEnv, serverEnv } from "./env.server";
import { FORM_MAX_BYTES } from "./form.server";
import { errorResponse, guardUpstream, statusOfThrown, toErrorResponse } from "./http-errors.server";
import { observeRequest } from "./metrics.server";
import type { PageCache } from "./page-cache.server";
import { canonicalRedirectLocation } from "./path-rules";
import { refuseRequest } from "./request-guard";
import { RequestMetrics } from "./request-metrics.server";
import {
  cacheKeyForRequest,
  identifyVisitor,
  newNonce,
  reconcileSession,
  storefrontCaches,
  type VisitorCookies,
} from "./request-session.server";
import { debugToggleOf, logRequest, requestStateOf, trackComingFromCart } from "./request-state.server";
import { toShopConfig } from "./shop-config";
import { keepSignedOutNotice, signedOutReload } from "./signed-out.server";
import { clockNow } from "./test-clock.server";

/**
 * The root middleware (design.md "One request"): canonical path → tenant → cookies → staff →
 * API client → basic configs → router context; on the way out, cookies are committed once and
 * Server-Timing plus one structured log line describe the request.
 */

/** Room for the upload form's fields and multipart boundaries around the print file. */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;

export const storefrontMiddleware: MiddlewareFunction<Response> = async (
  { request, context, url, pattern },
  next,
) => {
  const env = serverEnv();
  const metrics = new RequestMetrics();
  metrics.routePattern = pattern;
  const bot = isBotAgent(request.headers.get("user-agent"));
  const nonce = newNonce();
  context.set(nonceContext, nonce);
  let tenantKey = "-";
  let status = 500;
  let impersonation: SessionState["impersonation"] = null;
  try {
    if (request.method === "GET" || request.method === "HEAD") {
      const location = canonicalRedirectLocation(url);
      if (location) throw redirect(location, 301);
    }
    const platform = context.get(platformContext);
    const { shopCache, cookies, pageCache } = storefrontCaches(env);
    const { tenant, domain, stored, visitorIp, staff } = await identifyVisitor(env, cookies, {
      host: request.headers.get("host") ?? url.host,
      cookieHeader: request.headers.get("cookie"),
      forwardedFor: request.headers.get("x-forwarded-for"),
      socketAddress: platform.socketAddress,
    });
    tenantKey = tenant;
    const clientOptions = apiClientOptions(platform, env, request, metrics, { tenant, clientIp: visitorIp });
    const { shop, auth, expired, session } = await resolveShopAndSession(shopCache, clientOptions, stored, {
      tenant,
      domain,
    });
    impersonation = session.impersonation;
    const debugToggle = debugToggleOf(url, staff);
    const state = requestStateOf({
      env,
      url,
      tenant,
      domain,
      stored,
      staff,
      bot,
      debugToggle,
      resolved: { shop, auth, expired, session },
      clientOptions,
      cookies,
      metrics,
    });
    context.set(requestStateContext, state);
    // Refused after the state exists, so the error page is the tenant's own (entry.server).
    const refusal = refuseRequest(request, url, {
      formBytes: FORM_MAX_BYTES,
      uploadBytes: env.artworkMaxBytes + UPLOAD_ENVELOPE_BYTES,
    });
    if (refusal) {
      status = refusal.status;
      if (url.pathname.startsWith("/api/"))
        return envelopeError(refusal.status, `HTTP_${refusal.status}`, refusal.message);
      throw errorResponse(refusal.status, refusal.message);
    }

    if (request.method === "GET") trackComingFromCart(state, request, url);
    const response =
      signedOutReload(state, request, url) ??
      (await renderOrReplay(state, request, url, nonce, pageCache, next));
    status = response.status;
    await finishResponse(response, state, stored, debugToggle);
    return response;
  } catch (error) {
    const failure = toErrorResponse(error);
    status = statusOfThrown(failure) ?? status;
    throw failure;
  } finally {
    observeRequest(metrics, request.method, status);
    if (env.logRequests)
      logRequest(
        metrics,
        { tenant: tenantKey, method: request.method, path: url.pathname, status, bot },
        impersonation,
      );
  }
};

type ClientOptions = Omit<ConstructorParameters<typeof ApiClient>[0], "currency" | "accessToken">;

/** How this request's API calls travel: in process or over HTTP, as the visitor, within the deadline. */
function apiClientOptions(
  platform: Platform,
  env: ServerEnv,
  request: Request,
  metrics: RequestMetrics,
  visitor: { tenant: string; clientIp: string | null },
): ClientOptions {
  return {
    upstream: platform.upstream,
    baseUrl: platform.upstreamBaseUrl,
    upstreamInProcess: platform.upstreamInProcess,
    tenant: visitor.tenant,
    timeoutMs: env.upstreamTimeoutMs,
    signal: request.signal,
    onCall: metrics.record,
    clientIp: visitor.clientIp,
    sharedAnswers: platform.sharedAnswers,
  };
}

/** A 429 whose upstream named no wait (the API always names one): a minute, a safe guess. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** On the way out: cookies committed once, Server-Timing, and a 429's Retry-After. */
async function finishResponse(
  response: Response,
  state: RequestState,
  stored: VisitorCookies,
  debugToggle: boolean | null,
): Promise<void> {
  // The upstream said the token is no good: forget it rather than keep failing (spec §7).
  if (response.status === 401 && state.env.resetSessionOn401 && state.auth) {
    state.auth = null;
    state.session.isLoggedInAs = false;
  }
  keepSignedOutNotice(state, response.status);
  await commitCookies(
    response.headers,
    state.cookies,
    { session: stored.session, anonymousIdIsNew: !stored.anonymousId, auth: stored.auth, debugToggle },
    state,
  );
  response.headers.set("Server-Timing", state.metrics.serverTiming());
  // Every 429 says when to come back (ADR 065): the upstream's wait, whichever page or form showed it.
  if (response.status === 429 && !response.headers.has("Retry-After"))
    response.headers.set(
      "Retry-After",
      String(state.metrics.retryAfterSeconds() ?? DEFAULT_RETRY_AFTER_SECONDS),
    );
}

/**
 * The tenant's basic configs and the visitor's tokens (refreshed if due), both in flight at once,
 * then the session state reconciled with them: an impersonation ends with its login session and
 * at its time limit, whatever the tokens say.
 */
async function resolveShopAndSession(
  shopCache: ReturnType<typeof storefrontCaches>["shopCache"],
  clientOptions: ClientOptions,
  stored: VisitorCookies,
  { tenant, domain }: { tenant: string; domain: string },
) {
  const [shop, resolvedAuth] = await Promise.all([
    guardUpstream(() =>
      shopCache.get(tenant, async () => {
        // Basic configs describe the tenant, not the visitor: fetched with the spec's default currency.
        const bootstrap = new ApiClient({ ...clientOptions, currency: "EUR", accessToken: null });
        return toShopConfig(await bootstrap.call(contentEndpoints.basicConfigs));
      }),
    ),
    resolveAuth(
      stored.auth,
      (refreshToken) =>
        new ApiClient({
          ...clientOptions,
          currency: stored.session?.activeCurrency ?? "EUR",
          accessToken: refreshToken,
        }),
      clockNow(),
    ),
  ]);
  let auth = resolvedAuth.auth;
  const session = reconcileSession(stored.session, tenant, domain, shop);
  if (session.impersonation && (!auth || Date.parse(session.impersonation.endsAt) <= clockNow())) {
    // The hour is over: the admin is back in their own session (signed out only if it ended too).
    auth = resumedAdmin(auth);
    session.impersonation = null;
    session.isLoggedInAs = false;
  }
  if (!auth) {
    session.isLoggedInAs = false;
    session.impersonation = null;
  }
  // Signed out without asking: the tokens expired, or the browser let the auth cookie lapse. The cart
  // the header counted was the account's: unknown until the visitor's own cart answers.
  if (resolvedAuth.expired || (session.signedIn && !stored.auth)) {
    Object.assign(session, { signedOutNotice: true, signedIn: false, cartCount: null, cartId: null });
  }
  return { shop, auth, expired: session.signedOutNotice, session };
}

/** Anonymous catalogue pages come from the page cache when they can (ADR 015); the rest render. */
async function renderOrReplay(
  state: RequestState,
  request: Request,
  url: URL,
  nonce: string,
  pageCache: PageCache,
  next: () => Promise<Response>,
): Promise<Response> {
  const key = pageCache.enabled
    ? cacheKeyForRequest(
        { ...state, loggedIn: state.auth !== null },
        new URL(request.url),
        url.pathname,
        request.method,
      )
    : null;
  if (!key) return next();
  const sessionBefore = JSON.stringify(state.session);
  const { response, outcome } = await pageCache.serve(
    key,
    nonce,
    Date.now(),
    next,
    () =>
      // A loader that touched the session or the login made this page personal: don't keep it.
      JSON.stringify(state.session) === sessionBefore && state.auth === null && !state.uncacheable,
    state.metrics.routePattern,
  );
  response.headers.set("X-Page-Cache", outcome);
  state.metrics.pageCache = outcome;
  return response;
}
