import { STATUS_CODES } from "node:http";
import { data } from "react-router";
import { ApiError, UpstreamContractError, UpstreamUnavailableError } from "./api/errors";
import { logger } from "./logger.server";
import { BasicConfigsError } from "./shop-config";
import { TenantDomainError } from "./tenant";

/**
 * Turns a failure into the error response the root boundary renders, with the status a visitor
 * (or a monitoring probe) should see. Messages are safe to show: no stack, no upstream internals.
 */
export function errorResponse(status: number, message: string) {
  return data(message, { status, statusText: STATUS_CODES[status] ?? "Error" });
}

/** The spec's 404 for a path the shop doesn't serve. */
export function pageNotFound(path: string) {
  // The spec's message names the path; a hostile 10 000-character one is cut, not echoed whole.
  const shown = path.length > 300 ? `${path.slice(0, 300)}…` : path;
  return errorResponse(404, `Page Not Found: ${shown}`);
}

/** The status of a thrown Response or error response (`errorResponse`, `data()`), else null. */
export function statusOfThrown(value: unknown): number | null {
  if (value instanceof Response) return value.status;
  if (typeof value === "object" && value !== null && "init" in value && "data" in value)
    return (value as { init: { status?: number } | null }).init?.status ?? 500;
  return null;
}

/** One JSON line per failure, like the request log, so log pipelines can parse it. */
function logUpstreamFailure(kind: string, path: string, detail: string): void {
  logger.error({ at: new Date().toISOString(), kind, path, detail }, "upstream failure");
}

const UPSTREAM_REFUSALS: Record<number, { status: number; message: string }> = {
  400: { status: 400, message: "errors:request.refused" },
  405: { status: 405, message: "errors:request.methodNotAllowed" },
  409: { status: 409, message: "errors:request.conflict" },
  410: { status: 404, message: "Page Not Found" },
  413: { status: 413, message: "errors:request.tooLarge" },
  415: { status: 415, message: "errors:request.unsupportedType" },
  422: { status: 422, message: "errors:request.refused" },
  429: { status: 429, message: "errors:request.tooMany" },
};

export function toErrorResponse(error: unknown): unknown {
  if (error instanceof TenantDomainError) return errorResponse(400, error.message);
  if (error instanceof BasicConfigsError) return errorResponse(502, error.message);
  if (error instanceof UpstreamUnavailableError) {
    return errorResponse(error.status, "errors:upstream.unavailable");
  }
  if (error instanceof UpstreamContractError) {
    logUpstreamFailure("contract", error.path, error.message);
    return errorResponse(502, "errors:upstream.unexpected");
  }
  if (error instanceof ApiError) {
    // A staff account without the scope the screen needs (spec §6): said in the shop's words.
    if (error.status === 403 && error.code === "SCOPE_MISSING") {
      return errorResponse(403, "errors:request.forbidden");
    }
    // In the shop's words: the API's own message is English and meant for developers (issue 38 §6).
    if (error.status === 401) return errorResponse(401, "errors:request.unauthorized");
    if (error.status === 403) return errorResponse(403, "errors:request.forbidden");
    if (error.status === 404) return errorResponse(404, "errors:request.notFound");
    // The upstream refused the request (it isn't broken): the visitor gets that refusal, in the
    // shop's words, not a 502 that blames the service.
    const refusal = UPSTREAM_REFUSALS[error.status];
    if (refusal) return errorResponse(refusal.status, refusal.message);
    const status = error.status === 503 || error.status === 504 ? error.status : 502;
    logUpstreamFailure(`${error.status} ${error.code}`, error.path, error.message);
    return errorResponse(status, "errors:upstream.failed");
  }
  return error;
}

/** Runs loader work, rethrowing known failures as error responses with their proper status. */
export async function guardUpstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toErrorResponse(error);
  }
}

/**
 * For actions: the listed upstream refusals come back as values for the form to show; every other
 * failure is rethrown as an error response like in loaders.
 */
export async function expectRefusals<T>(
  statuses: readonly number[],
  work: () => Promise<T>,
): Promise<T | ApiError> {
  return guardUpstream(async () => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError && statuses.includes(error.status)) return error;
      throw error;
    }
  });
}

/** The field issues of an upstream VALIDATION_ERROR as `{ field: message }`, for re-rendering a form. */
export function upstreamFieldErrors(error: ApiError): Partial<Record<string, string>> {
  const issues = Array.isArray(error.details)
    ? (error.details as { path?: unknown; message?: unknown }[])
    : [];
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    if (typeof issue.path === "string" && issue.path && typeof issue.message === "string")
      errors[issue.path] ??= issue.message;
  }
  return errors;
}
