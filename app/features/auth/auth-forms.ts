import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../../contract/account/password-policy";

/** Field errors are dictionary keys (namespace auth), translated where the form renders. */
export const loginFormSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "error.emailInvalid" })),
  password: z.string({ error: "error.passwordRequired" }).min(1, { error: "error.passwordRequired" }),
  redirectTo: z.string().optional(),
});

export { type FieldErrors, fieldErrorsOf } from "~/server/form-errors";

/** The policy's minimum, checked early; the API applies the whole policy and its refusal is shown. */
export { PASSWORD_MIN_LENGTH };

const trimmed = (max: number) => z.string().trim().max(max);

export const registerFormSchema = z
  .object({
    accountType: z.enum(["private", "company"], { error: "error.accountTypeRequired" }),
    firstName: trimmed(80).min(1, { error: "error.firstNameRequired" }),
    lastName: trimmed(80).min(1, { error: "error.lastNameRequired" }),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "error.emailInvalid" })),
    password: z.string().min(PASSWORD_MIN_LENGTH, { error: "error.passwordTooShort" }).max(200),
    companyName: trimmed(120).optional(),
    vatNumber: trimmed(20)
      .regex(/^$|^[A-Z]{2}[0-9A-Z]{2,13}$/i, { error: "error.vatInvalid" })
      .optional(),
    newsletter: z
      .literal("on")
      .optional()
      .transform((value) => value === "on"),
    redirectTo: z.string().optional(),
  })
  .superRefine((form, context) => {
    if (form.accountType === "company" && !form.companyName) {
      context.addIssue({ code: "custom", path: ["companyName"], message: "error.companyNameRequired" });
    }
    const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((pattern) =>
      pattern.test(form.password),
    ).length;
    if (form.password.length >= PASSWORD_MIN_LENGTH && kinds < 2) {
      context.addIssue({ code: "custom", path: ["password"], message: "error.passwordWeak" });
    }
    if (form.password.toLowerCase() === form.email) {
      context.addIssue({ code: "custom", path: ["password"], message: "error.passwordIsEmail" });
    }
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;
