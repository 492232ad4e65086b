import type { RouterContextProvider } from "react-router";
import { getRequestState } from "~/server/context.server";
import { pageNotFound } from "~/server/http-errors.server";

/**
 * Admin screens are for shop staff only (spec §1: company IP, agent cookie or development flag).
 * Anyone else gets the ordinary 404, so the screens' existence is not advertised.
 */
export function requireStaff(context: Readonly<RouterContextProvider>, url: URL): void {
  if (getRequestState(context).staff === null) throw pageNotFound(url.pathname);
}
