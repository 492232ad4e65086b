import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One call of the commerce API (spec §7), named once for both halves: the API routes it and answers
 * in `answer`'s shape, the storefront sends it and reads the answer with the same schema (ADR 086).
 * `answer: null` marks a call that answers with a raw Response (a file, a provider page, a redirect).
 * `path` is written as the storefront sends it; `:name` segments are parameters.
 */
export interface Endpoint<A extends z.ZodType | null = z.ZodType | null, P extends string = string> {
  readonly method: HttpMethod;
  readonly path: P;
  readonly answer: A;
}

export function endpoint<A extends z.ZodType | null, const P extends string>(
  method: HttpMethod,
  path: P,
  answer: A,
): Endpoint<A, P> {
  return { method, path, answer };
}

/** The data an endpoint answers with, as the storefront reads it. */
export type AnswerData<E extends Endpoint> = E["answer"] extends z.ZodType ? z.output<E["answer"]> : never;

/** The parameter names of a path pattern: "/api/v1/cart/:id/item/" → "id". */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path with each `:name` replaced by its encoded value. */
export function fillPath(pattern: string, params: Readonly<Record<string, string | number>> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
