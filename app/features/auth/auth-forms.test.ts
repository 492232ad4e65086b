import { describe, expect, it } from "vitest";
import { readFormRules } from "#contract/account/form-rules";
import { ruleFieldErrors } from "~/server/form-errors";
import { validationRuleSeeds } from "../../../commerce-api/db/seed/shared";
import { fieldErrorsOf, loginFormSchema, registerFormSchema } from "./auth-forms";

describe("loginFormSchema", () => {
  it("normalises the email", () => {
    expect(loginFormSchema.parse({ email: "  Marie.Dupont@Example.com ", password: "x" }).email).toBe(
      "marie.dupont@example.com",
    );
  });

  it("reports each bad field with a dictionary key", () => {
    const result = loginFormSchema.safeParse({ email: "not-an-email", password: "" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrorsOf(result.error)).toEqual({
        email: "error.emailInvalid",
        password: "error.passwordRequired",
      });
    }
  });

  it("reports a missing password field", () => {
    const result = loginFormSchema.safeParse({ email: "a@b.co" });
    expect(result.success || fieldErrorsOf(result.error)).toEqual({ password: "error.passwordRequired" });
  });
});

describe("registerFormSchema", () => {
  const valid = {
    accountType: "private",
    firstName: "Marie",
    lastName: "Dupont",
    email: "Marie@Example.com",
    password: "correct horse battery",
  };

  it("accepts a private account and reads the newsletter checkbox", () => {
    expect(registerFormSchema.parse({ ...valid, newsletter: "on" })).toMatchObject({
      email: "marie@example.com",
      newsletter: true,
    });
    expect(registerFormSchema.parse(valid).newsletter).toBe(false);
  });

  it("requires a company name for company accounts", () => {
    const result = registerFormSchema.safeParse({ ...valid, accountType: "company" });
    expect(result.success || fieldErrorsOf(result.error)).toEqual({
      companyName: "error.companyNameRequired",
    });
    expect(
      registerFormSchema.safeParse({ ...valid, accountType: "company", companyName: "Atelier" }).success,
    ).toBe(true);
  });

  it.each([
    [{ firstName: "  " }, "firstName", "error.firstNameRequired"],
    [{ accountType: "robot" }, "accountType", "error.accountTypeRequired"],
  ])("refuses %j", (change, field, key) => {
    const result = registerFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field]).toBe(key);
  });
});

describe("form rules of the basic configs on the registration fields", () => {
  // The shop's own rules, as the API sends them with the basic configs.
  const rules = readFormRules(validationRuleSeeds);
  it.each([
    [{ password: "short1" }, "password", "error.passwordTooShort"],
    [{ password: "marie@example.com1", email: "marie@example.com1" }, "password", "error.passwordIsEmail"],
    [{ password: "onlylowercaseletters" }, "password", "error.passwordNeedsDigit"],
    [{ password: "1234567890123" }, "password", "error.passwordNeedsLetter"],
    [{ vatNumber: "not a vat" }, "vatNumber", "error.vatInvalid"],
  ])("refuses %j", (input, field, key) => {
    expect(ruleFieldErrors(rules, input)).toEqual({ [field]: key });
  });

  it("lets a good password and a real VAT number through", () => {
    expect(
      ruleFieldErrors(rules, { password: "PrestoDemo2026!", email: "a@b.co", vatNumber: "FR40123456824" }),
    ).toEqual({});
  });
});
