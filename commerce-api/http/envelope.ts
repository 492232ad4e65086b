import type { z } from "zod";
import { checkedAnswerResponse, jsonValue } from "#contract/in-process-answers";
import { jsonTextResponse } from "#contract/in-process-bodies";
import { type ApiRequest, wantsAnswerBeside } from "#contract/in-process-request";
import type { FieldIssue } from "./errors";

/** The /api/v1 response envelope (spec §7, design.md). */
export interface SuccessEnvelope<T> {
  status: "success";
  code: 200;
  data: T;
}

export interface ErrorEnvelope {
  status: "error";
  code: string;
  message: string;
  errors?: readonly FieldIssue[];
  /** The dictionary entry ("namespace:key") a storefront shows for this refusal, when the API names one. */
  dictionaryKey?: string;
}

const JSON_HEADERS = {
  "content-type": "application/json; charset=utf-8",
  "x-content-type-options": "nosniff",
} as const;

export function successBody<T>(data: T): SuccessEnvelope<T> {
  return { status: "success", code: 200, data };
}

export function errorBody(
  code: string,
  message: string,
  errors?: readonly FieldIssue[],
  dictionaryKey?: string,
): ErrorEnvelope {
  return {
    status: "error",
    code,
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...(dictionaryKey ? { dictionaryKey } : {}),
  };
}

/** `to`: the request answered; one whose caller reads the text beside the answer gets no body (ADR 058). */
export function successResponse<T>(
  data: T,
  headers?: Readonly<Record<string, string>>,
  to?: ApiRequest,
): Response {
  const text = JSON.stringify(successBody(data));
  return jsonTextResponse(text, to && wantsAnswerBeside(to) ? null : text, {
    status: 200,
    headers: headers ? { ...JSON_HEADERS, ...headers } : JSON_HEADERS,
  });
}

/**
 * A route's answer. The storefront's own in-process call gets the data already parsed with the
 * endpoint's schema, beside an empty body (ADR 101): it would otherwise parse the JSON text and the same
 * schema itself. Data that doesn't meet the schema goes as text, so the storefront refuses it as a
 * remote answer's (a contract error); any other caller gets the JSON body as before.
 */
export function answerResponse(
  data: unknown,
  schema: z.ZodType | null | undefined,
  headers: Readonly<Record<string, string>> | undefined,
  to: ApiRequest,
): Response {
  if (!schema || !wantsAnswerBeside(to)) return successResponse(data, headers, to);
  const json = jsonValue(data);
  const checked = schema.safeParse(json);
  if (!checked.success) return successResponse(data, headers, to);
  // No body, so no content-type or nosniff: only the route's own headers (a shareable answer's
  // Cache-Control), the one thing the client reads besides the status. Each header given is a Headers
  // conversion in undici, ~0.5 % of a page over its calls (ADR 111).
  return checkedAnswerResponse({ schema, data: checked.data, json }, headers ? { headers } : undefined);
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  options: {
    errors?: readonly FieldIssue[];
    headers?: Readonly<Record<string, string>>;
    dictionaryKey?: string;
  } = {},
): Response {
  const text = JSON.stringify(errorBody(code, message, options.errors, options.dictionaryKey));
  return jsonTextResponse(text, text, { status, headers: { ...JSON_HEADERS, ...options.headers } });
}
