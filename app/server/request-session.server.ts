import { randomFillSync } from "node:crypto";
import {
  cookieSchemas,
  createStorefrontCookies,
  isActiveAgent,
  readCookie,
  type SessionState,
} from "./cookies.server";
import type { ServerEnv } from "./env.server";
import { logger } from "./logger.server";
import { PageCache } from "./page-cache.server";
import { pageCacheKey } from "./page-cache-policy";
import type { ShopConfig } from "./shop-config";
import { detectStaff, normaliseIp, type StaffReason } from "./staff";
import { resolveTenant } from "./tenant";
import { clockNow, clockOffset } from "./test-clock.server";
import { TtlCache } from "./ttl-cache";

/**
 * What the root middleware and the page cache's fast path (ADR 018) share: the process-wide caches,
 * the visitor's session state, and the page cache key, so both answer a request the same way.
 */

let shopCache: TtlCache<ShopConfig> | undefined;
let pageCache: PageCache | undefined;
let cookieJar: ReturnType<typeof createStorefrontCookies> | undefined;

export function storefrontCaches(env: ServerEnv) {
  shopCache ??= new TtlCache<ShopConfig>({
    ttlMs: env.basicConfigsTtlMs,
    maxStaleMs: 10 * 60_000,
    onRefreshError: (tenant, error) => logger.error({ tenant, err: error }, "basic configs refresh failed"),
  });
  cookieJar ??= createStorefrontCookies(env);
  pageCache ??= new PageCache(env.pageCacheTtlMs);
  return { shopCache, cookies: cookieJar, pageCache };
}

/** Tests that need a cold process (a shop config not fetched yet) start from empty caches. */
export function forgetStorefrontCaches(): void {
  shopCache = undefined;
  pageCache = undefined;
}

export function clientIp(
  forwardedFor: string | null,
  socketAddress: string | null,
  env: Pick<ServerEnv, "trustProxy">,
): string | null {
  if (env.trustProxy) {
    // The last hop was added by our own proxy; earlier entries are whatever the client claimed.
    const last = forwardedFor?.split(",").at(-1)?.trim();
    if (last) return normaliseIp(last);
  }
  return socketAddress ? normaliseIp(socketAddress) : null;
}

type StorefrontCookieJar = ReturnType<typeof createStorefrontCookies>;

/** Every cookie the storefront reads, verified and parsed (null when absent or tampered with). */
export async function readVisitorCookies(cookies: StorefrontCookieJar, header: string | null) {
  const [session, anonymousId, auth, agent, debug] = await Promise.all([
    readCookie(cookies.state, cookieSchemas.state, header),
    readCookie(cookies.anonymousId, cookieSchemas.anonymousId, header),
    readCookie(cookies.auth, cookieSchemas.auth, header),
    readCookie(cookies.agent, cookieSchemas.agent, header),
    readCookie(cookies.debug, cookieSchemas.debug, header),
  ]);
  return { session, anonymousId, auth, agent, debug };
}

export type VisitorCookies = Awaited<ReturnType<typeof readVisitorCookies>>;

export interface VisitorRequest {
  host: string;
  cookieHeader: string | null;
  forwardedFor: string | null;
  socketAddress: string | null;
}

/**
 * Who is asking, the same way for the root middleware and the fast path: the tenant of the Host
 * (throws a 4xx for an unknown one), the visitor's cookies, their address, and whether they are staff.
 */
export async function identifyVisitor(env: ServerEnv, cookies: StorefrontCookieJar, request: VisitorRequest) {
  const { tenant, domain } = resolveTenant(request.host, env.tenantDomains);
  const stored = await readVisitorCookies(cookies, request.cookieHeader);
  const visitorIp = clientIp(request.forwardedFor, request.socketAddress, env);
  const staff = detectStaff({
    clientIp: visitorIp,
    staffIps: env.staffIps,
    // The signature proves the shop issued it; the expiry inside it, not just the browser's, ends it.
    hasAgentCookie: isActiveAgent(stored.agent, clockNow()),
    devFlag: env.staffDevFlag,
  });
  return { tenant, domain, stored, visitorIp, staff };
}

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one CSPRNG call instead of one per response. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/** A fresh CSP nonce per response: 16 bytes of the CSPRNG, each used once. */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function freshSession(tenant: string, domain: string, shop: ShopConfig): SessionState {
  return {
    domainTenant: tenant,
    customTenant: null,
    userDomain: domain,
    activeCurrency: shop.domain.currency,
    isLoggedInAs: false,
    trackingId: crypto.randomUUID(),
    promocode: null,
    clientFlag: null,
    customerTraits: null,
    lastCreatedOrderId: null,
    lastCreatedOrder: null,
    lastPayedOrder: null,
    pendingCheckout: null,
    comingFromCart: false,
    cartCount: null,
    cartId: null,
    returnTo: null,
    impersonation: null,
    signedIn: false,
    signedOutNotice: false,
  };
}

/** Keeps a stored session only when it belongs to this tenant; repairs what no longer applies. */
export function reconcileSession(
  stored: SessionState | null,
  tenant: string,
  domain: string,
  shop: ShopConfig,
): SessionState {
  if (!stored || stored.domainTenant !== tenant) return freshSession(tenant, domain, shop);
  return {
    ...stored,
    userDomain: domain,
    activeCurrency: shop.domain.currencies.includes(stored.activeCurrency)
      ? stored.activeCurrency
      : shop.domain.currency,
    trackingId: stored.trackingId ?? crypto.randomUUID(),
  };
}

export interface CacheKeyState {
  tenant: string;
  session: SessionState;
  shop: ShopConfig;
  isBot: boolean;
  loggedIn: boolean;
  staff: StaffReason | null;
  sessionExpired: boolean;
  /** The same-origin path of the Referer, for the comingFromCart flag. */
  previousPath?: string | null;
}

/** The page cache key of a request, or null when its page may be personal (ADR 015). */
export function cacheKeyForRequest(
  state: CacheKeyState,
  requestUrl: URL,
  pathname: string,
  method: string,
): string | null {
  return pageCacheKey({
    method,
    requestUrl,
    pathname,
    tenant: state.tenant,
    currency: state.session.activeCurrency,
    isBot: state.isBot,
    loggedIn: state.loggedIn,
    staff: state.staff !== null,
    sessionExpired: state.sessionExpired,
    hasStoredPromocode: state.session.promocode !== null,
    comingFromCart: state.session.comingFromCart,
    cartCount: state.session.cartCount,
    cartId: state.session.cartId,
    arrivingFromCart:
      state.previousPath != null &&
      state.previousPath === state.shop.links.cart &&
      pathname !== state.shop.links.cart,
    isContentPath: pathname === "/" || state.shop.urlMap.has(pathname),
    personalParams: [
      state.shop.configs.productQueryParams.editCartItem,
      state.shop.configs.productQueryParams.editOrderItem,
    ],
    clockOffsetMs: clockOffset(),
  });
}
