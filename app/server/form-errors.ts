import type { z } from "zod";

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
