import { data, type RouterContextProvider } from "react-router";
import { ApiError } from "~/server/api/errors";
import { toAuthTokens } from "~/server/auth/auth-session.server";
import { getRequestState } from "~/server/context.server";
import { parseFormWithRules } from "~/server/form.server";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { clockNow } from "~/server/test-clock.server";
import type { LoginBody, RegistrationBody } from "../../../contract/account/account.requests";
import { registrationAcceptedSchema } from "../../../contract/account/account.schemas";
import { tokenPairSchema } from "../../../contract/account/auth.schemas";
import { readFormRules } from "../../../contract/account/form-rules";
import { welcomePath } from "../welcome/welcome-path";
import { type FieldErrors, registerFormSchema } from "./auth-forms";
import { handOverCartAfterLogin } from "./cart-handover.server";
import { afterLoginPath } from "./login.server";
import { storedReturnPath } from "./stored-return";

export interface RegisterActionData {
  errors: FieldErrors;
  /** Field errors from the API come as texts, not dictionary keys. */
  apiErrors: FieldErrors;
  values: Record<string, string>;
}

const KEPT_FIELDS = ["accountType", "firstName", "lastName", "email", "companyName", "vatNumber"] as const;

function keptValues(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(KEPT_FIELDS.map((field) => [field, form[field] ?? ""]));
}

const REFUSALS = [400, 401, 409, 429];

/**
 * Spec §7: create the customer, then sign in with the same email and password. The API answers
 * "accepted" even for a taken email; only the sign-in tells, and the message stays neutral.
 */
export async function registerAction(request: Request, context: Readonly<RouterContextProvider>) {
  const state = getRequestState(context);
  const parsed = await parseFormWithRules(
    request,
    registerFormSchema,
    readFormRules(state.shop.rules),
    (raw) => ({
      password: raw.password ?? "",
      email: (raw.email ?? "").trim().toLowerCase(),
      vatNumber: raw.accountType === "company" ? raw.vatNumber : undefined,
    }),
  );
  const values = keptValues(parsed.values);
  if (!parsed.ok)
    return data<RegisterActionData>({ errors: parsed.errors, apiErrors: {}, values }, { status: 400 });
  const input = parsed.data;
  const company = input.accountType === "company";
  const created = await expectRefusals(REFUSALS, () =>
    state.api.post("/api/v1/customer/create", {
      schema: registrationAcceptedSchema,
      body: {
        email: input.email,
        password: input.password,
        firstName: input.firstName,
        lastName: input.lastName,
        userCategory: company ? "1" : "2",
        companyName: company ? input.companyName : undefined,
        vatNumber: company && input.vatNumber ? input.vatNumber : undefined,
        newsletter: input.newsletter,
      } satisfies RegistrationBody,
    }),
  );
  if (created instanceof ApiError) {
    const apiErrors = upstreamFieldErrors(created);
    return data<RegisterActionData>(
      { errors: Object.keys(apiErrors).length ? {} : { form: "error.registerRefused" }, apiErrors, values },
      { status: 400 },
    );
  }
  const pair = await expectRefusals(REFUSALS, () =>
    state.api.post("/api/v1/auth/login/", {
      schema: tokenPairSchema,
      body: { email: input.email, password: input.password } satisfies LoginBody,
    }),
  );
  if (pair instanceof ApiError) {
    return data<RegisterActionData>(
      { errors: { form: "error.registerThenSignIn" }, apiErrors: {}, values },
      { status: 400 },
    );
  }
  state.auth = toAuthTokens(pair);
  const destination = afterLoginPath(
    context,
    input.redirectTo || storedReturnPath(state.session.returnTo, clockNow()),
  );
  state.session = { ...state.session, trackingId: crypto.randomUUID(), isLoggedInAs: false, returnTo: null };
  // The account exists: if its user answer is unreadable, sign in again rather than half-signed-in.
  if ((await handOverCartAfterLogin(state)) === "userDataMissing")
    return data<RegisterActionData>(
      { errors: { form: "error.userDataMissing" }, apiErrors: {}, values },
      { status: 502 },
    );
  return redirect(welcomePath(state.shop, destination), 303);
}
