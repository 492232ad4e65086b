import { data, type RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { ProfileBody } from "#contract/account/account.requests";
import { readFormRules } from "#contract/account/form-rules";
import type { FieldErrors } from "~/features/auth/auth-forms";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseFormWithRules } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { profileFormSchema } from "./profile-form";

export interface ProfileActionData extends FormResult {
  errors: FieldErrors;
  apiErrors: FieldErrors;
}

/** Saves the profile (PATCH customer/), then 303 back to the page with a confirmation. */
export async function profileAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { api } = getRequestState(context);
  const rules = readFormRules(getRequestState(context).shop.rules);
  const parsed = await parseFormWithRules(request, profileFormSchema, rules, (raw) => ({
    phone: raw.phone,
    vatNumber: raw.vatNumber,
  }));
  if (!parsed.ok) return data<ProfileActionData>({ errors: parsed.errors, apiErrors: {} }, { status: 400 });
  const { intent: _intent, companyName, vatNumber, phone, ...fields } = parsed.data;
  const body = {
    ...fields,
    phone: phone || null,
    ...(companyName !== undefined ? { companyName } : {}),
    ...(vatNumber !== undefined ? { vatNumber } : {}),
  };
  const saved = await expectRefusals([400], () =>
    api.call(accountEndpoints.updateProfile, { body: body satisfies ProfileBody }),
  );
  if (saved instanceof ApiError) {
    const apiErrors = upstreamFieldErrors(saved);
    return data<ProfileActionData>({ errors: {}, apiErrors }, { status: 400 });
  }
  return redirect(`${url.pathname}?saved=1`, 303);
}
