import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { SignInLinkBody } from "#contract/account/account.requests";
import { afterLoginPath } from "~/features/auth/login.server";
import { ApiError } from "~/server/api/errors";
import { toAuthTokens } from "~/server/auth/auth-session.server";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { clockNow } from "~/server/test-clock.server";
import { handOverCartAfterLogin } from "../auth/cart-handover.server";
import { storedReturnPath } from "../auth/stored-return";
import { welcomePath } from "./welcome-path";

/**
 * The sign-in link a registration mails (ADR 066): the welcome screen with `?token=` shows one button
 * (a POST, so a mail scanner opening the link spends nothing), which signs the visitor in and opens
 * the welcome page, carrying on to where they were going if this browser still remembers it.
 */

const tokenSchema = z.string().regex(/^[\w-]{20,200}$/, { error: "welcome:signIn.invalid" });
export const signInLinkFormSchema = z.object({ token: tokenSchema });

/** The link's token when the address holds a well-formed one, else null. */
export function signInLinkToken(url: URL): string | null {
  const parsed = tokenSchema.safeParse(url.searchParams.get("token") ?? "");
  return parsed.success ? parsed.data : null;
}

export async function signInLinkAction(request: Request, context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  const parsed = await parseForm(request, signInLinkFormSchema);
  if (!parsed.ok) return refused(formError("welcome:signIn.invalid"), 400);
  const pair = await expectRefusals([400, 429], () =>
    state.api.call(accountEndpoints.signInLink, {
      body: { token: parsed.data.token } satisfies SignInLinkBody,
    }),
  );
  if (pair instanceof ApiError) {
    const tooMany = pair.status === 429;
    return refused(
      formError(tooMany ? "auth:error.tooManyAttempts" : "welcome:signIn.invalid"),
      tooMany ? 429 : 400,
    );
  }
  state.auth = toAuthTokens(pair);
  const destination = afterLoginPath(context, storedReturnPath(state.session.returnTo, clockNow()));
  // A new session on sign-in, as the login form starts one.
  state.session = { ...state.session, trackingId: crypto.randomUUID(), isLoggedInAs: false, returnTo: null };
  if ((await handOverCartAfterLogin(state)) === "userDataMissing")
    return refused(formError("auth:error.userDataMissing"), 502);
  return redirect(welcomePath(state.shop, destination), 303);
}
