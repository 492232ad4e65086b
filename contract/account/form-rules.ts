/**
 * The form rules of the basic configs (spec §5 `rules`: regex sources and limits), read once into a
 * typed shape and applied the same way by the commerce API (the authority) and the storefront's forms
 * (an early, friendlier check). No copy of a pattern or a length lives anywhere else. Browser-safe.
 * A rule the backend doesn't send checks nothing: the backend still refuses what it refuses.
 */

import { type VatIssue, vatNumberIssue } from "./vat-number";

export interface PasswordRule {
  minLength: number;
  maxLength: number;
  requireLetter: boolean;
  requireDigit: boolean;
}

export interface FormRules {
  password: PasswordRule;
  /** Regex sources; null: no check. */
  vatNumber: string | null;
  phone: string | null;
  /** Postal code pattern per ISO country (null: the country has none). */
  zipcode: Readonly<Record<string, string | null>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const numberOr = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : fallback;
const patternOf = (value: unknown): string | null =>
  isRecord(value) && typeof value.pattern === "string" && compiles(value.pattern) ? value.pattern : null;

function compiles(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

export function readFormRules(raw: unknown): FormRules {
  const rules = isRecord(raw) ? raw : {};
  const password = isRecord(rules.password) ? rules.password : {};
  const zipcode = isRecord(rules.zipcode) ? rules.zipcode : {};
  return {
    password: {
      minLength: numberOr(password.minLength, 1),
      maxLength: numberOr(password.maxLength, 200),
      requireLetter: password.requireLetter === true,
      requireDigit: password.requireDigit === true,
    },
    vatNumber: patternOf(rules.vatNumber),
    phone: patternOf(rules.phone),
    zipcode: Object.fromEntries(
      Object.entries(zipcode).map(([country, pattern]) => [
        country.toUpperCase(),
        typeof pattern === "string" && compiles(pattern) ? pattern : null,
      ]),
    ),
  };
}

export type PasswordIssue = "tooShort" | "tooLong" | "needsLetter" | "needsDigit" | "isEmail";

/** What is wrong with a password under the rule, or null. */
export function passwordIssue(rule: PasswordRule, password: string, email: string): PasswordIssue | null {
  if (password.length < rule.minLength) return "tooShort";
  if (password.length > rule.maxLength) return "tooLong";
  if (rule.requireLetter && !/\p{L}/u.test(password)) return "needsLetter";
  if (rule.requireDigit && !/\d/.test(password)) return "needsDigit";
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "isEmail";
  return null;
}

/** An optional field fits when empty, or when it matches the pattern (case-insensitive, trimmed). */
export function fitsPattern(pattern: string | null, value: string | null | undefined): boolean {
  const text = (value ?? "").trim();
  if (text === "" || pattern === null) return true;
  return new RegExp(pattern, "i").test(text);
}

export type RuleField = "password" | "vatNumber" | "phone" | "postalCode";
export type RuleIssue = PasswordIssue | "vatInvalid" | VatIssue | "phoneInvalid" | "postalCodeInvalid";

/**
 * The VAT rule: the basic configs' pattern first, then the country prefix and check digits (the
 * numbers print on invoices). Like every rule, it checks nothing when the backend sends none.
 */
function vatIssue(pattern: string | null, value: string | null | undefined): RuleIssue | null {
  const vat = value?.replace(/\s+/g, "").toUpperCase();
  if (pattern === null || !vat) return null;
  if (!fitsPattern(pattern, vat)) return "vatInvalid";
  return vatNumberIssue(vat);
}

/** Every rule the given fields break, by field (fields not given are not checked). */
export function formRuleIssues(
  rules: FormRules,
  input: {
    password?: string;
    email?: string;
    vatNumber?: string | null;
    phone?: string | null;
    postalCode?: string | null;
    country?: string | null;
  },
): Partial<Record<RuleField, RuleIssue>> {
  const issues: Partial<Record<RuleField, RuleIssue>> = {};
  if (input.password !== undefined) {
    const issue = passwordIssue(rules.password, input.password, input.email ?? "");
    if (issue) issues.password = issue;
  }
  const vat = vatIssue(rules.vatNumber, input.vatNumber);
  if (vat) issues.vatNumber = vat;
  if (!fitsPattern(rules.phone, input.phone)) issues.phone = "phoneInvalid";
  if (input.country && !fitsPattern(rules.zipcode[input.country.toUpperCase()] ?? null, input.postalCode))
    issues.postalCode = "postalCodeInvalid";
  return issues;
}

/** The API's English message for each issue (the storefront shows its own dictionary texts). */
export function ruleIssueMessage(issue: RuleIssue, rules: FormRules): string {
  switch (issue) {
    case "tooShort":
      return `Use at least ${rules.password.minLength} characters`;
    case "tooLong":
      return `Use at most ${rules.password.maxLength} characters`;
    case "needsLetter":
      return "Include at least one letter";
    case "needsDigit":
      return "Include at least one digit";
    case "isEmail":
      return "The password must not be the email";
    case "vatInvalid":
      return "Enter a VAT number like FR40123456824";
    case "vatCountry":
      return "This VAT number doesn't start with the code of a VAT country (FR, BE, DE, GB…)";
    case "vatChecksum":
      return "This VAT number doesn't exist: its check digits don't match";
    case "phoneInvalid":
      return "Enter a phone number (digits, spaces, +, brackets, dots or dashes)";
    case "postalCodeInvalid":
      return "This postal code doesn't exist in that country";
  }
}
