/**
 * The comingFromCart flag (spec §2 redirect rules, issue 16 §8): set when the previous page was the
 * cart, so the product page offers "back to cart"; cleared on the registration, login, welcome and
 * promo pages, which start another journey. Pure.
 */

export interface ShopPages {
  links: Readonly<Record<string, string | undefined>>;
  /** The url map's page keys by path: promo pages are the landing pages and the loss-leader offer. */
  urlMap: ReadonlyMap<string, { key: string }>;
}

const CLEARING_SCREENS = ["login", "register", "welcome"] as const;

export function isPromoPage(shop: ShopPages, path: string): boolean {
  const key = shop.urlMap.get(path)?.key ?? "";
  return key.startsWith("landing-") || key === "loss-leader";
}

/** The same-origin path of a Referer header, or null (another site, no header, not a URL). */
export function referrerPath(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? url.pathname : null;
  } catch {
    return null;
  }
}

export function nextComingFromCart(
  current: boolean,
  navigation: { path: string; previousPath: string | null },
  shop: ShopPages,
): boolean {
  const { path, previousPath } = navigation;
  if (CLEARING_SCREENS.some((screen) => shop.links[screen] === path) || isPromoPage(shop, path)) return false;
  // The cart's own reloads (after a change) have the cart as referrer too: that is still "from the cart".
  if (previousPath !== null && previousPath === shop.links.cart) return true;
  return current;
}
