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
