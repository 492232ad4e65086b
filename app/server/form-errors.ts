import { data } from "react-router";
import type { z } from "zod";
import { type FormRules, formRuleIssues, type RuleIssue } from "#contract/account/form-rules";

/** Field errors are dictionary keys, translated where the form renders; "form" is the whole form's. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What every refused form action answers (ADR 088): the errors by field, "form" for the whole form,
 * and what was typed to put back. A screen that needs more (which card, a wait) adds fields to it;
 * success is a 303 redirect, never a body.
 */
export type FormResult = { errors: FieldErrors; values?: Record<string, string> };

/** A refusal of the whole form: one dictionary key, no single field at fault. */
export function formError(key: string): FormResult {
  return { errors: { form: key } };
}

/** The whole form's error in an answer, for the screen that shows it. */
export function formErrorOf(result: FormResult | null | undefined): string | null {
  return result?.errors.form ?? null;
}

/** A refused action's answer: the one shape (plus what its screen needs) with its 4xx status. */
export function refused<Extra extends object = Record<never, never>>(
  result: FormResult & Extra,
  status: number,
) {
  return data<FormResult & Extra>(result, { status });
}

/** First issue per field, as `{ field: messageKey }`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Dictionary keys of the form rules' issues (each form's namespace has them); texts take the rule's numbers. */
const RULE_MESSAGES: Record<RuleIssue, string> = {
  tooShort: "error.passwordTooShort",
  tooLong: "error.passwordTooLong",
  needsLetter: "error.passwordNeedsLetter",
  needsDigit: "error.passwordNeedsDigit",
  isEmail: "error.passwordIsEmail",
  vatInvalid: "error.vatInvalid",
  vatCountry: "error.vatCountry",
  vatChecksum: "error.vatChecksum",
  phoneInvalid: "error.phoneInvalid",
  postalCodeInvalid: "error.postalCodeInvalid",
};

/**
 * The form rules of the basic configs applied before the API is asked (issue 19: no copy of a rule
 * here), as field errors with dictionary keys. The API checks the same rules again.
 */
export function ruleFieldErrors(rules: FormRules, input: Parameters<typeof formRuleIssues>[1]): FieldErrors {
  return Object.fromEntries(
    Object.entries(formRuleIssues(rules, input)).map(([field, issue]) => [field, RULE_MESSAGES[issue]]),
  );
}
