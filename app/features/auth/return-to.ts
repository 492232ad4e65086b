/**
 * Sign-in and registration links carry the page the shopper was on (issue 16 §8), so the form sends
 * them back there; the login action still accepts it only as a same-origin path (safeRedirectPath).
 * Pure.
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  if (!returnTo?.startsWith("/") || returnTo.startsWith("//")) return path;
  return `${path}?${new URLSearchParams({ redirectTo: returnTo }).toString()}`;
}

/** The page to come back to, unless it is one of `excluded` (the sign-in screens themselves: no loops). */
export function returnToOf(
  location: { pathname: string; search: string },
  excluded: readonly (string | undefined)[],
): string | null {
  return excluded.includes(location.pathname) ? null : `${location.pathname}${location.search}`;
}
