import { createContext, type RouterContextProvider } from "react-router";
import type { ApiClient, Upstream } from "./api/api-client.server";
import type { SharedAnswers } from "./api/shared-answers.server";
import type { AuthTokens, SessionState, StorefrontCookies } from "./cookies.server";
import type { ServerEnv } from "./env.server";
import type { RequestMetrics } from "./request-metrics.server";
import type { ShopConfig } from "./shop-config";
import type { StaffReason } from "./staff";

/** What the hosting server hands the app for each request (set in server/app.ts getLoadContext). */
export interface Platform {
  upstream: Upstream;
  /** Origin the upstream resolves /api/v1 paths against. */
  upstreamBaseUrl: string;
  /** The upstream is the embedded API in this process (no COMMERCE_API_URL). */
  upstreamInProcess?: boolean;
  /** The TCP peer address; X-Forwarded-For is only consulted when TRUST_PROXY is on. */
  socketAddress: string | null;
  /** This process's shareable upstream answers (ADR 045); absent, every call goes upstream. */
  sharedAnswers?: SharedAnswers;
}

export const platformContext = createContext<Platform>();

/** Everything the root middleware resolves once per request, for loaders, actions and entry.server. */
export interface RequestState {
  env: ServerEnv;
  tenant: string;
  domain: string;
  /** Absolute origin built from the validated host only. */
  origin: string;
  /** Mutable: actions change it, the middleware commits the cookie once on the way out. */
  session: SessionState;
  anonymousId: string;
  /** `anonymousId` was made for this request (no cookie named one): nothing can belong to it yet. */
  anonymousIdIsNew?: boolean;
  /** Mutable: login/logout actions set it; the middleware commits the auth cookie on the way out. */
  auth: AuthTokens | null;
  /** Both tokens had expired: the session was reset on this request (spec §4, §8). */
  sessionExpired: boolean;
  staff: StaffReason | null;
  /** Staff with the debug cookie: dictionary keys are shown instead of texts. */
  debug: boolean;
  isBot: boolean;
  api: ApiClient;
  shop: ShopConfig;
  cookies: StorefrontCookies;
  metrics: RequestMetrics;
  /** Mutable: a page that degraded (a failed upstream part) must not be replayed from the page cache. */
  uncacheable: boolean;
}

export const requestStateContext = createContext<RequestState>();

/** The CSP nonce; has a default so entry.server can always read it, even after a failed middleware. */
export const nonceContext = createContext<string>("");

export function getRequestState(context: Readonly<RouterContextProvider>): RequestState {
  return context.get(requestStateContext);
}
