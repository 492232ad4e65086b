import { z } from "zod";
import { ApiError, UpstreamContractError } from "./errors";

/** The /api/v1 response envelope (spec §7, design.md). */
const successEnvelope = z.object({ status: z.literal("success"), code: z.literal(200), data: z.unknown() });
const errorEnvelope = z.object({
  status: z.literal("error"),
  code: z.union([z.string(), z.number()]),
  message: z.string(),
  errors: z.unknown().optional(),
  /** A dictionary entry the API names for this refusal ("namespace:key"); anything else is ignored. */
  dictionaryKey: z
    .string()
    .regex(/^[a-z][\w-]{0,40}:[\w.-]{1,80}$/i)
    .optional()
    .catch(undefined),
});

/**
 * Unwraps an envelope and validates its data. Error envelopes become ApiError with the HTTP
 * status; anything else (not JSON, wrong shape, data failing the schema) is a contract error.
 */
export function unwrapEnvelope<T>(
  httpStatus: number,
  body: unknown,
  schema: z.ZodType<T>,
  path: string,
  retryAfterSeconds: number | null = null,
): T {
  // Only a body saying "error" can be an error envelope: a success isn't put through a failing parse.
  const failure = isErrorStatus(body) ? errorEnvelope.safeParse(body) : null;
  if (failure?.success) {
    const status = httpStatus >= 400 ? httpStatus : 502;
    throw new ApiError(
      status,
      String(failure.data.code),
      failure.data.message,
      path,
      failure.data.errors,
      failure.data.dictionaryKey,
      retryAfterSeconds,
    );
  }
  const envelope = successEnvelope.safeParse(body);
  if (!envelope.success || httpStatus >= 400) {
    throw new UpstreamContractError(path, `HTTP ${httpStatus} without a valid envelope`);
  }
  const data = schema.safeParse(envelope.data.data);
  if (!data.success) {
    throw new UpstreamContractError(path, z.prettifyError(data.error), { cause: data.error });
  }
  return data.data;
}

function isErrorStatus(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { status?: unknown }).status === "error";
}

/** Retry-After as whole seconds (at least 1); the HTTP-date form and anything else give null. */
export function retryAfterSeconds(header: string | null): number | null {
  if (!header || !/^\d{1,9}$/.test(header.trim())) return null;
  return Math.max(1, Number(header.trim()));
}
