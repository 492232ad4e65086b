import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { LoginAsBody } from "#contract/account/account.requests";
import { loginRedirect } from "~/features/auth/require-auth.server";
import { ApiError } from "~/server/api/errors";
import { resumedAdmin, toAuthTokens } from "~/server/auth/auth-session.server";
import { getRequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, pageNotFound, toErrorResponse } from "~/server/http-errors.server";
import { logger } from "~/server/logger.server";
import { redirect } from "~/server/redirect.server";

/**
 * /admin/login-as (ADR 016): an admin signed in with the admin strategy picks a customer and
 * continues as them, in a new session, with a banner on every page. Stopping ends that session and
 * returns the admin to their own, kept meanwhile in the auth cookie.
 */

/** Only an admin's own session may open the screen; anyone else sees the ordinary 404. */
export function requireAdminSession(context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  if (!state.auth) throw loginRedirect(context, url);
  if (state.auth.strategy !== "admin" || state.session.impersonation) throw pageNotFound(url.pathname);
}

const formSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("loginAs"),
    email: z.string().trim().email("admin:loginAs.emailInvalid").max(254),
  }),
  z.object({ intent: z.literal("stop") }),
]);

export async function loginAsAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const form = Object.fromEntries(await readForm(request));
  const parsed = formSchema.safeParse(form);
  const email = typeof form.email === "string" ? form.email : "";
  if (!parsed.success) {
    // One alert above the form says why, and the address typed stays in its field.
    return refused(
      { ...formError(parsed.error.issues[0]?.message ?? "admin:loginAs.invalid"), values: { email } },
      400,
    );
  }
  const input = parsed.data;
  if (input.intent === "stop") return stopImpersonation(context);

  requireAdminSession(context, url);
  const pair = await expectRefusals([403, 404], () =>
    state.api.call(accountEndpoints.loginAsUser, {
      body: { email: input.email } satisfies LoginAsBody,
    }),
  );
  if (pair instanceof ApiError) {
    if (pair.code === "SCOPE_MISSING") throw toErrorResponse(pair);
    const error = pair.code === "TARGET_IS_ADMIN" ? "admin:loginAs.targetAdmin" : "admin:loginAs.notFound";
    return refused({ ...formError(error), values: { email } }, pair.status);
  }
  // The admin's own tokens stay in the (httpOnly, signed) auth cookie, for "Stop".
  const own = state.auth
    ? { accessToken: state.auth.accessToken, refreshToken: state.auth.refreshToken }
    : undefined;
  state.auth = { ...toAuthTokens({ ...pair, strategy: "admin" }), ...(own ? { suspended: own } : {}) };
  // A new session for the impersonation: nothing of the admin's own browsing carries over.
  state.session = {
    ...state.session,
    trackingId: crypto.randomUUID(),
    isLoggedInAs: true,
    impersonation: pair.impersonation,
  };
  return redirect(state.shop.links.personalArea ?? "/", 303);
}

async function stopImpersonation(context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  if (state.session.impersonation && state.auth) {
    await state.api.call(accountEndpoints.logout, { body: {} }).catch((error: unknown) => {
      logger.warn({ error: String(error) }, "ending impersonation upstream failed");
    });
  }
  // Back to the admin's own session, as it was before "log in as" (a new tracking id all the same).
  state.auth = resumedAdmin(state.auth);
  state.session = {
    ...state.session,
    trackingId: crypto.randomUUID(),
    isLoggedInAs: false,
    impersonation: null,
  };
  if (state.auth) return redirect("/admin/login-as/", 303);
  const login = state.shop.links.login ?? "/";
  return redirect(`${login}?${new URLSearchParams({ redirectTo: "/admin/login-as/" })}`, 303);
}
