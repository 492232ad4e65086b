import type { z } from "zod";
import { badRequest, type FieldIssue } from "./errors";

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
    code: issue.code,
  }));
}

/** Validates with a zod schema; failure is a 400 VALIDATION_ERROR listing every field issue. */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
  what: "body" | "query",
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw badRequest("VALIDATION_ERROR", `The request ${what} is invalid`, toFieldIssues(result.error));
  }
  return result.data;
}

/**
 * Query string → plain object. A repeated name becomes an array so a schema can accept lists
 * (e.g. `?sku=a&sku=b`); single names stay strings.
 */
export function queryToObject(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return query;
}

export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  return validate(schema, queryToObject(url.searchParams), "query");
}
