import type { IncomingHttpHeaders } from "node:http";
import { isBotAgent } from "./bot-agent.server";
import { referrerPath } from "./coming-from-cart";
import { commitCookies } from "./cookie-commit.server";
import { type ServerEnv, serverEnv } from "./env.server";
import { logger } from "./logger.server";
import { observeRequest } from "./metrics.server";
import { replayParts } from "./page-cache.server";
import { canonicalPath } from "./path-rules";
import { RequestMetrics } from "./request-metrics.server";
import {
  cacheKeyForRequest,
  identifyVisitor,
  newNonce,
  reconcileSession,
  storefrontCaches,
} from "./request-session.server";
import { secureHeadersMiddleware } from "./security-headers.server";

const headerText = (value: string | string[] | undefined) => (typeof value === "string" ? value : null);

/**
 * The page cache's fast path (ADR 018): a fresh cached page for an anonymous visitor is answered
 * before React Router builds a Fetch request, matches routes and runs middleware — about half the
 * cost of a cache hit. It answers only what the root middleware would have answered from the cache
 * (same key, same session rules, same cookies and headers); anything else — a login or staff
 * cookie, a stale or missing entry, an unknown host, a path needing a redirect — returns null and
 * takes the full path, which also refreshes the cache.
 */

export interface FastPathRequest {
  method: string;
  /** Path and query, as received. */
  url: string;
  headers: IncomingHttpHeaders;
  socketAddress: string | null;
}

export interface FastPathResponse {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

let securityHeaders: Promise<[string, string][]> | undefined;

/** The static headers the root's secure-headers middleware adds to every response, captured once. */
function staticSecurityHeaders(): Promise<[string, string][]> {
  securityHeaders ??= Promise.resolve(
    secureHeadersMiddleware({} as never, async () => new Response(null)) as Promise<Response>,
  ).then((response) => [...response.headers]);
  return securityHeaders;
}

/** React Router's data URL of a page (`/a/_.data`, `/a.data`) → the page's path; null if not one. */
export function pagePathOfDataRequest(pathname: string): string | null {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  if (pathname.endsWith(".data")) return pathname.slice(0, -".data".length);
  return null;
}

export async function replayFromPageCache(request: FastPathRequest): Promise<FastPathResponse | null> {
  if (request.method !== "GET") return null;
  const env = serverEnv();
  const { shopCache, cookies, pageCache } = storefrontCaches(env);
  if (!pageCache.enabled) return null;
  const visitor = await anonymousVisitor(request, env, cookies);
  if (!visitor) return null;
  const { host, tenant, domain, stored, staff } = visitor;
  const shop = shopCache.peekFresh(tenant);
  if (!shop) return null;

  const requestUrl = new URL(request.url, `http://${host}`);
  const pathname = pagePathOfDataRequest(requestUrl.pathname) ?? requestUrl.pathname;
  if (canonicalPath(pathname) !== pathname) return null;

  const metrics = new RequestMetrics();
  const session = reconcileSession(stored.session, tenant, domain, shop);
  // A sign-in that just ended (or whose auth cookie lapsed) has a notice to show: the full path answers.
  if (staff !== null || session.impersonation || session.signedIn || session.signedOutNotice) return null;
  const bot = isBotAgent(request.headers["user-agent"]);
  const key = cacheKeyForRequest(
    {
      tenant,
      session,
      shop,
      isBot: bot,
      loggedIn: false,
      staff,
      sessionExpired: false,
      previousPath: referrerPath(headerText(request.headers.referer), host),
    },
    requestUrl,
    pathname,
    request.method,
  );
  const page = key ? pageCache.peekFresh(key, Date.now()) : null;
  if (!page) return null;

  const nonce = newNonce();
  const { headers, body } = replayParts(page, nonce);
  const anonymousId = stored.anonymousId ?? crypto.randomUUID();
  const cookieHeaders = new Headers();
  await commitCookies(
    cookieHeaders,
    cookies,
    { session: stored.session, anonymousIdIsNew: !stored.anonymousId, auth: null, debugToggle: null },
    { session, anonymousId, auth: null },
  );
  for (const setCookie of cookieHeaders.getSetCookie()) headers.push(["Set-Cookie", setCookie]);
  headers.push(...(await staticSecurityHeaders()));
  headers.push(["X-Page-Cache", "hit"], ["Server-Timing", metrics.serverTiming()]);
  metrics.routePattern = page.routePattern;
  metrics.pageCache = "hit";
  observeRequest(metrics, request.method, page.status);
  if (env.logRequests) {
    logger.info(
      metrics.logLine({
        tenant,
        method: request.method,
        path: pathname,
        status: page.status,
        bot,
      }),
      "request",
    );
  }
  return { status: page.status, headers, body };
}

/** The visitor on a known host, when no cookie rules the cache out; null sends them the full path. */
async function anonymousVisitor(
  request: FastPathRequest,
  env: ServerEnv,
  cookies: ReturnType<typeof storefrontCaches>["cookies"],
) {
  const cookieHeader = request.headers.cookie ?? null;
  // Logged-in visitors, staff and debug sessions are never served from the cache.
  if (
    cookieHeader &&
    [cookies.auth, cookies.agent, cookies.debug].some((c) => cookieHeader.includes(`${c.name}=`))
  )
    return null;
  const host = request.headers.host;
  if (!host) return null;
  const forwardedFor = request.headers["x-forwarded-for"];
  try {
    const visitor = await identifyVisitor(env, cookies, {
      host,
      cookieHeader,
      forwardedFor: typeof forwardedFor === "string" ? forwardedFor : null,
      socketAddress: request.socketAddress,
    });
    return { host, ...visitor };
  } catch {
    return null; // an unknown host: the full path answers it
  }
}
