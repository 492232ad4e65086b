/**
 * Upstream failures, each mapped to the status the storefront answers with. Loaders let these
 * propagate; the root error boundary renders the spec's generic error page with that status.
 */

/** The upstream answered with an error envelope (e.g. 404 PAGE_NOT_FOUND, 400 VALIDATION_ERROR). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path: string,
    readonly details?: unknown,
    /** The dictionary entry the upstream named for this refusal (spec §8 duplicate failure). */
    readonly dictionaryKey?: string,
    /** A 429's Retry-After in seconds, passed on to the visitor (ADR 065); null when not given. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The upstream could not be reached in time: 504 on timeout, 503 when unreachable. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly status: 503 | 504,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(status === 504 ? `Upstream timed out: ${path}` : `Upstream unavailable: ${path}`, options);
    this.name = "UpstreamUnavailableError";
  }
}

/** The upstream answered something that is not the agreed contract: a bad gateway (502). */
export class UpstreamContractError extends Error {
  readonly status = 502;
  constructor(
    readonly path: string,
    reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Upstream answered outside the contract for ${path}: ${reason}`, options);
    this.name = "UpstreamContractError";
  }
}

export type UpstreamError = ApiError | UpstreamUnavailableError | UpstreamContractError;

export function isUpstreamError(error: unknown): error is UpstreamError {
  return (
    error instanceof ApiError ||
    error instanceof UpstreamUnavailableError ||
    error instanceof UpstreamContractError
  );
}
