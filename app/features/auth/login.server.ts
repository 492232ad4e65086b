import { data, type RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { LoginBody } from "#contract/account/account.requests";
import { ApiError } from "~/server/api/errors";
import { toAuthTokens } from "~/server/auth/auth-session.server";
import { getRequestState } from "~/server/context.server";
import { parseForm } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { safeRedirectPath } from "~/server/safe-redirect";
import { linkPath } from "~/server/shop-config";
import { clockNow } from "~/server/test-clock.server";
import { type FieldErrors, loginFormSchema } from "./auth-forms";
import { handOverCartAfterLogin } from "./cart-handover.server";
import { rememberReturn, storedReturnPath } from "./stored-return";

export interface LoginActionData extends FormResult {
  errors: FieldErrors;
  values: { email: string };
  /** A 429's wait, said in the message as well as in Retry-After (ADR 065). */
  retryAfterSeconds?: number;
}

/** Where a logged-in visitor belongs: the remembered page if it is ours, else the personal area. */
export function afterLoginPath(context: Readonly<RouterContextProvider>, redirectTo: unknown): string {
  const { shop } = getRequestState(context);
  return safeRedirectPath(redirectTo, linkPath(shop, "personalArea") ?? "/");
}

/**
 * Where signing in will return (issue 16 §8): the link's `redirectTo`, which is also remembered for
 * the stored-value expiry, else the remembered one while fresh, else nowhere in particular ("").
 */
export function signInReturnTo(context: Readonly<RouterContextProvider>, url: URL): string {
  const state = getRequestState(context);
  const linked = url.searchParams.get("redirectTo");
  if (linked) {
    const path = afterLoginPath(context, linked);
    state.session.returnTo = rememberReturn(path, clockNow());
    return path;
  }
  return storedReturnPath(state.session.returnTo, clockNow()) ?? "";
}

/** Spec §2: a logged-in user who opens login or registration goes to the personal area. */
export function redirectIfLoggedIn(context: Readonly<RouterContextProvider>): void {
  const { auth, shop } = getRequestState(context);
  if (auth) throw redirect(linkPath(shop, "personalArea") ?? "/");
}

export async function loginAction(request: Request, context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  const parsed = await parseForm(request, loginFormSchema);
  // Only the email is typed back into the form, never the password.
  const email = parsed.values.email ?? "";
  if (!parsed.ok) return data<LoginActionData>({ errors: parsed.errors, values: { email } }, { status: 400 });
  const { password, redirectTo } = parsed.data;
  const pair = await expectRefusals([400, 401, 429], () =>
    state.api.call(accountEndpoints.login, {
      body: { email: parsed.data.email, password } satisfies LoginBody,
    }),
  );
  if (pair instanceof ApiError) return loginRefused(pair, email);
  state.auth = toAuthTokens(pair);
  // A new session on login: nothing observed before it (tracking id, impersonation) carries over.
  const destination = afterLoginPath(
    context,
    redirectTo || storedReturnPath(state.session.returnTo, clockNow()),
  );
  state.session = {
    ...state.session,
    trackingId: crypto.randomUUID(),
    isLoggedInAs: false,
    returnTo: null,
  };
  if ((await handOverCartAfterLogin(state)) === "userDataMissing")
    return data<LoginActionData>(
      { errors: { form: "error.userDataMissing" }, values: { email } },
      { status: 502 },
    );
  return redirect(destination, 303);
}

function loginRefused(error: ApiError, email: string) {
  if (error.status === 429) {
    const retryAfterSeconds = error.retryAfterSeconds ?? 60;
    return data<LoginActionData>(
      { errors: { form: "error.tooManyAttemptsWait" }, values: { email }, retryAfterSeconds },
      { status: 429 },
    );
  }
  // Same answer whether the email exists or not: no account enumeration.
  return data<LoginActionData>(
    { errors: { form: "error.invalidCredentials" }, values: { email } },
    { status: 400 },
  );
}
