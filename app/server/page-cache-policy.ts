/** Which requests the anonymous page cache may answer, and under which key (ADR 015). Pure. */
export interface PageCacheInput {
  method: string;
  /** The raw request URL (a `.data` request and its document stay apart). */
  requestUrl: URL;
  /** The route path the request resolves to (without `.data`). */
  pathname: string;
  tenant: string;
  currency: string;
  isBot: boolean;
  loggedIn: boolean;
  staff: boolean;
  sessionExpired: boolean;
  hasStoredPromocode: boolean;
  /** The visitor came from the cart: product pages show "back to cart", so these pages are kept apart. */
  comingFromCart?: boolean;
  /** The header shows the cart count: visitors with a filled cart get pages of their own count. */
  cartCount?: number | null;
  /** The quote carries the cart's id (spec §7): a filled cart's pages are its own. */
  cartId?: string | null;
  /** Arriving from the cart without the flag yet: only the full path can set it, so no replay. */
  arrivingFromCart?: boolean;
  /** A catalogue/content path from the url map. */
  isContentPath: boolean;
  /** Parameters whose page depends on the visitor's own data (edit modes). */
  personalParams: readonly string[];
  /**
   * E2E only: how far the request's test clock is moved (0 otherwise). Pages differ with the clock
   * (a seasonal landing page opens and closes), so a moved clock gets entries of its own.
   */
  clockOffsetMs?: number;
}

export function pageCacheKey(input: PageCacheInput): string | null {
  if (input.method !== "GET" || !input.isContentPath) return null;
  if (input.loggedIn || input.staff || input.sessionExpired || input.hasStoredPromocode) return null;
  if (input.arrivingFromCart && !input.comingFromCart) return null;
  const params = input.requestUrl.searchParams;
  if (params.has("debug") || input.personalParams.some((name) => params.has(name))) return null;
  return [
    // The exact Host too: whatever a Host header smuggles into a page stays with that Host.
    input.requestUrl.host,
    input.tenant,
    input.currency,
    input.isBot ? "bot" : "human",
    `${input.requestUrl.pathname}${input.requestUrl.search}`,
    ...(input.comingFromCart ? ["from-cart"] : []),
    ...(input.cartCount ? [`cart:${input.cartId ?? "?"}:${input.cartCount}`] : []),
    ...(input.clockOffsetMs ? [`clock:${input.clockOffsetMs}`] : []),
  ].join("|");
}
