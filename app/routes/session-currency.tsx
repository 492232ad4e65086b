import { data } from "react-router";
import { z } from "zod";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { redirect } from "~/server/redirect.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import type { Route } from "./+types/session-currency";

const currencyForm = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  returnTo: z.string().optional(),
});

/** The header's currency switcher posts here (works without JS); answers 303 back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getRequestState(context);
  const parsed = currencyForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success || !state.shop.domain.currencies.includes(parsed.data.currency)) {
    throw data("This currency is not available in this shop.", { status: 400, statusText: "Bad Request" });
  }
  state.session.activeCurrency = parsed.data.currency;
  return redirect(safeRedirectPath(parsed.data.returnTo, "/"), 303);
}

export function loader() {
  // A GET here (e.g. a bookmarked form target) has nothing to show.
  return redirect("/", 303);
}

/**
 * Never rendered (the loader and action always redirect): having a component makes this a UI
 * route, so a refused post (cross-site, not a form) gets the shop's error page, not bare text.
 */
export default function Redirecting() {
  return null;
}
