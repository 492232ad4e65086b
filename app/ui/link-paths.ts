/**
 * Path rules of the shop's own links (PreloadLink). Every `to` they get is an absolute path from the
 * tenant's links or content ("/panier/", "/cartes-de-visite/?x=1"), so nothing is resolved against the
 * route tree — React Router's Link resolves each one three times per render (ADR 045).
 */

/** True for a path this app can navigate to on the client: "/x", not "//host/x" or "https://…". */
export function isClientPath(to: string): boolean {
  return to.startsWith("/") && !to.startsWith("//");
}

/** The pathname of a link target, without its query or fragment. */
export function pathnameOf(to: string): string {
  const end = to.search(/[?#]/);
  return end === -1 ? to : to.slice(0, end);
}

/**
 * NavLink's rule, case-insensitive: the current page is the link's page, or (unless `end`) below it.
 * "/my-account/" is active on "/my-account/orders/" but not on "/my-accounts/".
 */
export function isActivePath(locationPathname: string, to: string, end: boolean): boolean {
  const current = locationPathname.toLowerCase();
  const target = pathnameOf(to).toLowerCase();
  if (current === target) return true;
  if (end || !current.startsWith(target)) return false;
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return current.charAt(slash) === "/";
}

/** A click the browser would otherwise handle as "open here": main button, no modifier, own tab. */
export function isPlainClick(
  event: Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey">,
  target: string | null,
): boolean {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && !modified && (!target || target === "_self");
}
