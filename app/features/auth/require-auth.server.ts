import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { getRequestState } from "~/server/context.server";
import { redirect } from "~/server/redirect.server";
import { linkPath } from "~/server/shop-config";

/** Login path remembering where the visitor was going (same-origin path only; checked again on return). */
export function loginRedirect(context: Readonly<RouterContextProvider>, url: URL): Response {
  const login = linkPath(getRequestState(context).shop, "login") ?? "/";
  return redirect(`${login}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

/** The named `auth` route middleware of spec §2: logged-out visitors go to login and come back after. */
export const authMiddleware: MiddlewareFunction<Response> = async ({ context, url }, next) => {
  if (!getRequestState(context).auth) throw loginRedirect(context, url);
  return next();
};
