import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { getRequestState } from "~/server/context.server";
import { pageNotFound } from "~/server/http-errors.server";
import { isTenantScreenPath, type ScreenId, screenOfPath } from "./screen-paths";

/** A screen answers only at this tenant's own path for it; another tenant's path is a 404. */
export function requireScreen(context: Readonly<RouterContextProvider>, url: URL, screen: ScreenId): void {
  const { shop } = getRequestState(context);
  if (!isTenantScreenPath(shop.links, screen, url.pathname)) throw pageNotFound(url.pathname);
}

/** The same rule for a layout's screens: the screen is the one the path names. */
export const screenGuardMiddleware: MiddlewareFunction<Response> = ({ context, url }, next) => {
  const screen = screenOfPath(url.pathname);
  if (!screen) throw pageNotFound(url.pathname);
  requireScreen(context, url, screen);
  return next();
};
