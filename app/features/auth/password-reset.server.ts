import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { ResetConfirmBody, ResetRequestBody } from "#contract/account/account.requests";
import { readFormRules } from "#contract/account/form-rules";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { parseFormWithRules } from "~/server/form.server";
import type { FormResult } from "~/server/form-errors";
import { expectRefusals, upstreamFieldErrors } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import type { FieldErrors } from "./auth-forms";

export interface ResetActionData extends FormResult {
  errors: FieldErrors;
  apiErrors: FieldErrors;
}

const resetForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("request"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "error.emailInvalid" })),
  }),
  z.object({
    intent: z.literal("confirm"),
    token: z.string().min(20, { error: "error.resetLinkInvalid" }).max(200),
    // Length and content come from the form rules (an empty one is "too short").
    password: z.string().max(500).default(""),
  }),
]);

/**
 * Request: always "check your inbox" (no enumeration). Confirm: the new password, then the
 * "reset successful" state of the same screen, with a way to sign in.
 */
export async function passwordResetAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
) {
  const { api } = getRequestState(context);
  // The password rule of the basic configs first (the email check needs the account: the API makes it).
  const rules = readFormRules(getRequestState(context).shop.rules);
  const parsed = await parseFormWithRules(request, resetForm, rules, (raw) =>
    raw.intent === "confirm" ? { password: raw.password ?? "" } : {},
  );
  if (!parsed.ok) return data<ResetActionData>({ errors: parsed.errors, apiErrors: {} }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "request") {
    await expectRefusals([], () =>
      api.call(accountEndpoints.requestPasswordReset, {
        body: { email: input.email } satisfies ResetRequestBody,
      }),
    );
    return redirect(`${url.pathname}?sent=1`, 303);
  }
  const result = await expectRefusals([400], () =>
    api.call(accountEndpoints.confirmPasswordReset, {
      body: { token: input.token, password: input.password } satisfies ResetConfirmBody,
    }),
  );
  if (result instanceof ApiError) {
    const apiErrors = upstreamFieldErrors(result);
    const errors: FieldErrors =
      result.code === "RESET_TOKEN_INVALID" ? { form: "error.resetLinkInvalid" } : {};
    return data<ResetActionData>({ errors, apiErrors }, { status: 400 });
  }
  return redirect(`${url.pathname}?done=1`, 303);
}
