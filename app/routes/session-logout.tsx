import { logoutAction } from "~/features/auth/logout.server";
import { redirect } from "~/server/redirect.server";
import type { Route } from "./+types/session-logout";

/** Logout is a POST (a link could be triggered by any page); spec §2: logout goes to /. */
export function action({ context }: Route.ActionArgs) {
  return logoutAction(context);
}

export function loader() {
  return redirect("/", 303);
}

/**
 * Never rendered (the loader and action always redirect): having a component makes this a UI
 * route, so a refused post (cross-site, not a form) gets the shop's error page, not bare text.
 */
export default function Redirecting() {
  return null;
}
