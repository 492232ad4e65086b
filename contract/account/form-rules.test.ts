import { describe, expect, it } from "vitest";
import { formRuleIssues, passwordIssue, readFormRules, ruleIssueMessage } from "./form-rules";

/** As the seed sends them (commerce-api/db/seed/shared.ts) plus the countries' patterns. */
const rules = readFormRules({
  password: { minLength: 10, maxLength: 128, requireLetter: true, requireDigit: true },
  phone: { pattern: "^\\+?[0-9 ().-]{6,20}$" },
  vatNumber: { pattern: "^[A-Z]{2}[0-9A-Z]{2,13}$" },
  zipcode: { FR: "^\\d{5}$", gb: "^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$", XX: "([" },
});

describe("form rules from the basic configs", () => {
  it("check a password against the rule, whatever its numbers", () => {
    expect(passwordIssue(rules.password, "short1", "a@b.co")).toBe("tooShort");
    expect(passwordIssue(rules.password, `${"a1".repeat(65)}`, "a@b.co")).toBe("tooLong");
    expect(passwordIssue(rules.password, "1234567890", "a@b.co")).toBe("needsLetter");
    expect(passwordIssue(rules.password, "onlyletterslong", "a@b.co")).toBe("needsDigit");
    expect(passwordIssue(rules.password, "marie2026@x.fr", "Marie2026@x.fr")).toBe("isEmail");
    expect(passwordIssue(rules.password, "PrestoDemo2026!", "a@b.co")).toBeNull();
    const longer = readFormRules({ password: { minLength: 14 } }).password;
    expect(passwordIssue(longer, "PrestoDemo2026", "a@b.co")).toBeNull();
    expect(passwordIssue(longer, "Presto2026!", "a@b.co")).toBe("tooShort");
  });

  it("check VAT numbers, phones and postal codes by country, leaving empty optional fields alone", () => {
    expect(formRuleIssues(rules, { vatNumber: "FR 40 123456824", phone: "+33 6 12 34 56 78" })).toEqual({});
    expect(formRuleIssues(rules, { vatNumber: "123", phone: "call me" })).toEqual({
      vatNumber: "vatInvalid",
      phone: "phoneInvalid",
    });
    expect(formRuleIssues(rules, { postalCode: "7500", country: "fr" })).toEqual({
      postalCode: "postalCodeInvalid",
    });
    expect(formRuleIssues(rules, { postalCode: "SW1A 1AA", country: "GB" })).toEqual({});
    expect(formRuleIssues(rules, { vatNumber: "", phone: null })).toEqual({});
    // Shaped right, but no VAT country or wrong check digits: they would print on invoices.
    expect(formRuleIssues(rules, { vatNumber: "XX12" })).toEqual({ vatNumber: "vatCountry" });
    expect(formRuleIssues(rules, { vatNumber: "FR00123456789" })).toEqual({ vatNumber: "vatChecksum" });
  });

  it("check nothing a backend didn't send, and ignore a pattern that doesn't compile", () => {
    const none = readFormRules({});
    expect(
      formRuleIssues(none, { password: "x", vatNumber: "?", phone: "?", postalCode: "?", country: "FR" }),
    ).toEqual({});
    expect(formRuleIssues(rules, { postalCode: "anything", country: "XX" })).toEqual({});
  });

  it("words the API's refusal with the rule's own numbers", () => {
    expect(ruleIssueMessage("tooShort", rules)).toBe("Use at least 10 characters");
  });
});
