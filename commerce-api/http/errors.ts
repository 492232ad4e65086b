/** One field-level problem, reported in the `errors` array of a 400 VALIDATION_ERROR. */
export interface FieldIssue {
  /** Dotted path of the offending field ("" for the whole body or query). */
  path: string;
  message: string;
  code: string;
}

/**
 * An expected failure with its HTTP status and machine code. Route handlers throw it; the
 * handler turns it into an error envelope. Anything else thrown is a 500 INTERNAL_ERROR.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: readonly FieldIssue[],
    readonly headers?: Readonly<Record<string, string>>,
    /** A dictionary entry ("namespace:key") that says this to a shopper, for refusals the spec lets the server name (§8 duplicate). */
    readonly dictionaryKey?: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (code: string, message: string) => new HttpError(404, code, message);

export const badRequest = (code: string, message: string, errors?: readonly FieldIssue[]) =>
  new HttpError(400, code, message, errors);
