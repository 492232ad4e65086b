import { describe, expect, it } from "vitest";
import { formError, formErrorOf, refused } from "./form-errors";

describe("the one action result shape (ADR 088)", () => {
  it("puts a whole-form refusal under errors.form, where the screen reads it", () => {
    expect(formError("orders:error.invalid")).toEqual({ errors: { form: "orders:error.invalid" } });
    expect(formErrorOf(formError("orders:error.invalid"))).toBe("orders:error.invalid");
    expect(formErrorOf({ errors: { email: "error.emailInvalid" } })).toBeNull();
    expect(formErrorOf(undefined)).toBeNull();
  });

  it("answers the refusal with its status", () => {
    const answer = refused({ ...formError("designs:error.gone"), values: { id: "d1" } }, 404);
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ errors: { form: "designs:error.gone" }, values: { id: "d1" } });
  });
});
