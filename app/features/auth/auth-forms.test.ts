import { describe, expect, it } from "vitest";
import { fieldErrorsOf, loginFormSchema } from "./auth-forms";

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
