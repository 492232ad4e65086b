import { redirect as routerRedirect, redirectDocument as routerRedirectDocument } from "react-router";
import { serverEnv } from "./env.server";
import { logger } from "./logger.server";
import { resolveRedirectTarget } from "./redirect-target";

/**
 * Every redirect the shop emits goes through here (a unit test keeps React Router's own
 * `redirect` out of the rest of app/): the location is normalised and checked once more, so a
 * path built from visitor input can never leave the site, whichever route built it. Same-origin
 * paths pass; external URLs only to ALLOWED_REDIRECT_HOSTS (payment providers, a shop's own
 * other sites); anything else lands on the home page.
 */
export function checkedLocation(location: string): string {
  const target = resolveRedirectTarget(location, serverEnv().allowedRedirectHosts);
  if (target !== null) return target;
  logger.warn({ location: location.slice(0, 200) }, "redirect refused");
  return "/";
}

export function redirect(location: string, init?: number | ResponseInit): Response {
  return routerRedirect(checkedLocation(location), init);
}

/** A full document load (e.g. a payment provider's page), checked like any other redirect. */
export function redirectDocument(location: string, init?: number | ResponseInit): Response {
  return routerRedirectDocument(checkedLocation(location), init);
}
