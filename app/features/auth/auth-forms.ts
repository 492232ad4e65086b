import { z } from "zod";

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
    // Length and content come from the form rules (an empty one is "too short").
    password: z.string().max(500).default(""),
    companyName: trimmed(120).optional(),
    vatNumber: trimmed(20).optional(),
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
  });

export { ruleFieldErrors } from "~/server/form-errors";

export type RegisterForm = z.infer<typeof registerFormSchema>;
