import { RouterContextProvider } from "react-router";
import { contentEndpoints } from "#contract/content/content.endpoints";
import { ApiClient, type Upstream } from "../../app/server/api/api-client.server";
import { nonceContext, type RequestState, requestStateContext } from "../../app/server/context.server";
import { createStorefrontCookies } from "../../app/server/cookies.server";
import { parseServerEnv } from "../../app/server/env.server";
import { RequestMetrics } from "../../app/server/request-metrics.server";
import { reconcileSession } from "../../app/server/request-session.server";
import { toShopConfig } from "../../app/server/shop-config";
import type { CommerceApi } from "../../commerce-api";

/**
 * Loaders and actions of the storefront against the real embedded API, without a browser or a
 * build: a router context holding the RequestState the root middleware would have made. The
 * upstream can be wrapped to inject faults (a 503, a timeout, a reset, garbage) on chosen calls.
 */
export interface HarnessOptions {
  wrap?: (upstream: Upstream) => Upstream;
  timeoutMs?: number;
  tenant?: "fr" | "en";
  /** A signed-in customer's access token. */
  accessToken?: string;
  /** The visitor's active currency (one of the tenant's); the tenant's default otherwise. */
  currency?: string;
}

const DOMAINS = { fr: "localhost", en: "en.localhost" } as const;

export async function requestContext(api: CommerceApi, options: HarnessOptions = {}) {
  const tenant = options.tenant ?? "fr";
  const env = parseServerEnv({ NODE_ENV: "test", LOG_REQUESTS: "false", PORT: "3000" });
  const upstream = options.wrap ? options.wrap(api.handler) : api.handler;
  const clientOptions = {
    upstream,
    baseUrl: "http://commerce-api.internal",
    tenant,
    timeoutMs: options.timeoutMs ?? 2_000,
  };
  const bootstrap = new ApiClient({ ...clientOptions, currency: "EUR", accessToken: null });
  const shop = toShopConfig(await bootstrap.call(contentEndpoints.basicConfigs));
  const reconciled = reconcileSession(null, tenant, DOMAINS[tenant], shop);
  const session = options.currency ? { ...reconciled, activeCurrency: options.currency } : reconciled;
  const state: RequestState = {
    env,
    tenant,
    domain: DOMAINS[tenant],
    origin: `http://${DOMAINS[tenant]}:3000`,
    session,
    anonymousId: crypto.randomUUID(),
    auth: options.accessToken
      ? { accessToken: options.accessToken, refreshToken: options.accessToken, strategy: "customer" }
      : null,
    sessionExpired: false,
    staff: null,
    debug: false,
    isBot: false,
    api: new ApiClient({
      ...clientOptions,
      currency: session.activeCurrency,
      accessToken: options.accessToken ?? null,
    }),
    shop,
    cookies: createStorefrontCookies(env),
    metrics: new RequestMetrics(),
    uncacheable: false,
  };
  const context = new RouterContextProvider();
  context.set(requestStateContext, state);
  context.set(nonceContext, "test-nonce");
  return { context, state };
}

export type Fault = "503" | "timeout" | "reset" | "garbage" | "html";

/** An upstream that fails the calls whose path starts with `pathPrefix` in the way named. */
export function failing(pathPrefix: string, fault: Fault): (upstream: Upstream) => Upstream {
  return (upstream) => async (request) => {
    if (!new URL(request.url).pathname.startsWith(pathPrefix)) return upstream(request);
    switch (fault) {
      case "503":
        return Response.json({ status: "error", code: "UNAVAILABLE", message: "down" }, { status: 503 });
      case "timeout":
        // Never answers; the client's timeout (and a web request's signal) ends the wait. An in-process
        // request carries no signal (ADR 104): the client's own timer alone ends it.
        return new Promise<Response>((_, reject) => {
          if (request instanceof Request)
            request.signal.addEventListener("abort", () => reject(request.signal.reason));
        });
      case "reset":
        throw new TypeError("fetch failed", {
          cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }),
        });
      case "garbage":
        return Response.json({ status: "success", code: 200, data: { unexpected: [1, 2, 3] } });
      case "html":
        return new Response("<html>Bad gateway</html>", {
          status: 200,
          headers: { "content-type": "text/html" },
        });
    }
  };
}

/** Answers matching calls with what `rewrite` makes of the real answer's data (a backend that answers oddly). */
export function rewriting(pathPrefix: string, rewrite: (data: unknown) => unknown) {
  return (upstream: Upstream): Upstream =>
    async (request) => {
      const answer = await upstream(request);
      if (!new URL(request.url).pathname.startsWith(pathPrefix) || !answer.ok) return answer;
      const envelope = (await answer.json()) as { data: unknown };
      return Response.json({ ...envelope, data: rewrite(envelope.data) });
    };
}

/** Delays the upstream's answer to matching calls past the client's timeout; the call still completes. */
export function slow(pathPattern: RegExp, delayMs: number, times = Number.POSITIVE_INFINITY) {
  let remaining = times;
  return (upstream: Upstream): Upstream =>
    async (request) => {
      const answer = await upstream(request);
      if (remaining > 0 && pathPattern.test(new URL(request.url).pathname)) {
        remaining -= 1;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
      return answer;
    };
}
