import type { z } from "zod";
import { type FormRules, formRuleIssues, type RuleIssue } from "../../contract/account/form-rules";

/** A refused action's answer when no single field is at fault: one dictionary key for the whole form. */
export type FormError = { error: string };

/** Field errors are dictionary keys, translated where the form renders; "form" is the whole form's. */
export type FieldErrors = Partial<Record<string, string>>;

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
