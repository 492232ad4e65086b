import { describe, expect, it } from "vitest";
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
    [{ password: "short" }, "password", "error.passwordTooShort"],
    [{ password: "marie@example.com" }, "password", "error.passwordIsEmail"],
    [{ password: "onlylowercaseletters" }, "password", "error.passwordWeak"],
    [{ vatNumber: "not a vat" }, "vatNumber", "error.vatInvalid"],
    [{ firstName: "  " }, "firstName", "error.firstNameRequired"],
    [{ accountType: "robot" }, "accountType", "error.accountTypeRequired"],
  ])("refuses %j", (change, field, key) => {
    const result = registerFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field]).toBe(key);
  });
});
