import { data, type RouterContextProvider } from "react-router";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { CompanyBody } from "#contract/account/account.requests";
import type { CompanyProfile } from "#contract/account/account.schemas";
import { readFormRules } from "#contract/account/form-rules";
import type { FieldErrors } from "~/features/auth/auth-forms";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseFormWithRules } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { loadAccountData } from "./account-data.server";
import { companyFormSchema } from "./company-form";
import { loadCustomer } from "./personal-area.server";

export interface CompanyActionData extends FormResult {
  errors: FieldErrors;
  apiErrors: FieldErrors;
  values: Record<string, string>;
}

/** The company profile, or null for a private account (the screen then says what it is for). */
export async function loadCompany(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<CompanyProfile | null> {
  const customer = await loadCustomer(context, url);
  if (customer.customerMetadata.user_category !== "1") return null;
  return loadAccountData(context, url, accountEndpoints.company);
}

/** Saves the company profile (PATCH customer/company/), then 303 back with a confirmation. */
export async function companyAction(request: Request, context: Readonly<RouterContextProvider>, url: URL) {
  const { api } = getRequestState(context);
  const rules = readFormRules(getRequestState(context).shop.rules);
  const parsed = await parseFormWithRules(request, companyFormSchema, rules, (raw) => ({
    vatNumber: raw.vatNumber,
  }));
  const { values } = parsed;
  if (!parsed.ok)
    return data<CompanyActionData>({ errors: parsed.errors, apiErrors: {}, values }, { status: 400 });
  const { intent: _intent, ...body } = parsed.data;
  const saved = await expectRefusals([400, 409], () =>
    api.call(accountEndpoints.updateCompany, { body: body satisfies CompanyBody }),
  );
  if (saved instanceof ApiError) {
    const errors = saved.status === 409 ? { form: "error.notCompany" } : {};
    return data<CompanyActionData>(
      { errors, apiErrors: upstreamFieldErrors(saved), values },
      { status: 400 },
    );
  }
  return redirect(`${url.pathname}?saved=1`, 303);
}
