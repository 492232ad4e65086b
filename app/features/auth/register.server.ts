import { data, type RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { RegistrationBody } from "#contract/account/account.requests";
import { readFormRules } from "#contract/account/form-rules";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseFormWithRules } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { clockNow } from "~/server/test-clock.server";
import { type FieldErrors, registerFormSchema } from "./auth-forms";
import { afterLoginPath } from "./login.server";
import { rememberReturn, storedReturnPath } from "./stored-return";

export interface RegisterActionData extends FormResult {
  errors: FieldErrors;
  /** Field errors from the API come as texts, not dictionary keys. */
  apiErrors: FieldErrors;
  values: Record<string, string>;
}

const KEPT_FIELDS = ["accountType", "firstName", "lastName", "email", "companyName", "vatNumber"] as const;

function keptValues(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(KEPT_FIELDS.map((field) => [field, form[field] ?? ""]));
}

const REFUSALS = [400, 409, 422, 429];

/**
 * Spec §7 registration, answered alike for a new address and a taken one (ADR 066): the API accepts
 * both and mails either the welcome (new account) or a notice (the owner), each with a one-time
 * sign-in link; the visitor is sent to "check your mailbox" and signed in by neither answer, since a
 * sign-in cookie for a new address only would tell the two apart.
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
    state.api.call(accountEndpoints.register, {
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
  if (created instanceof ApiError) return registrationRefused(created, values);
  // Where the shopper was going, for when the mail's link signs them in (in this browser, ADR 066).
  const destination = input.redirectTo || storedReturnPath(state.session.returnTo, clockNow());
  if (destination) state.session.returnTo = rememberReturn(afterLoginPath(context, destination), clockNow());
  return redirect(registrationSentPath(state.shop), 303);
}

/** Where every accepted registration lands, new address or taken: "check your mailbox" (ADR 066). */
export function registrationSentPath(shop: { links: Readonly<Record<string, string>> }): string {
  return `${shop.links.register ?? "/"}?${REGISTRATION_SENT_PARAM}=1`;
}

export const REGISTRATION_SENT_PARAM = "sent";

function registrationRefused(error: ApiError, values: Record<string, string>) {
  if (error.status === 429)
    return data<RegisterActionData>(
      { errors: { form: "error.tooManyAttempts" }, apiErrors: {}, values },
      { status: 429 },
    );
  const apiErrors = upstreamFieldErrors(error);
  return data<RegisterActionData>(
    { errors: Object.keys(apiErrors).length ? {} : { form: "error.registerRefused" }, apiErrors, values },
    { status: 400 },
  );
}
