/**
 * The storefront's call to the embedded commerce API in this process, as a plain object (ADR 104).
 * Each of a product page's ~8 calls built an undici Request for it — its Headers, the ByteString checks
 * of every name and value, an AbortSignal, the URL parsed again by the API — ~17 % of the page's CPU
 * in node:internal. The API reads only what `ApiRequest` names, so this small shape carries exactly
 * that; a request from elsewhere (HTTP, the browser's /api proxy, a remote caller, a multipart upload)
 * stays a web Request, which is an `ApiRequest` too.
 */

/** Reading a request's headers by name, case-insensitively (a web Request's Headers is one). */
export interface HeaderLookup {
  get(name: string): string | null;
  has(name: string): boolean;
}

/** What the commerce API reads of a request: a web Request and an InProcessRequest both are one. */
export interface ApiRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: HeaderLookup;
  /** The body as a stream: only a web Request has one (a multipart upload, a remote caller's JSON). */
  readonly body: ReadableStream<Uint8Array> | null;
  readonly bodyUsed: boolean;
  text(): Promise<string>;
}

/** A request to the embedded API or from anywhere: what the storefront's upstream answers. */
export type UpstreamRequest = Request | InProcessRequest;

/** Header names are lowercase here, as HTTP/2 and undici's Headers give them. */
class RecordHeaders implements HeaderLookup {
  constructor(private readonly record: Readonly<Record<string, string>>) {}

  get(name: string): string | null {
    return this.record[name.toLowerCase()] ?? null;
  }

  has(name: string): boolean {
    return this.record[name.toLowerCase()] !== undefined;
  }
}

export interface InProcessRequestInit {
  method: string;
  /** Parsed once by the caller; the API routes on it without parsing the text again. */
  url: URL;
  /** Lowercase names. */
  headers: Readonly<Record<string, string>>;
  /** The JSON body's text (ADR 058): the API holds it to its size limit and parses it as any body. */
  jsonText?: string | null;
  /** The caller reads the answer's data beside it (ADR 101): the answer carries no body. */
  answerBeside?: boolean;
}

export class InProcessRequest implements ApiRequest {
  readonly method: string;
  readonly target: URL;
  readonly headers: HeaderLookup;
  readonly jsonText: string | null;
  readonly answerBeside: boolean;
  /** Its body is `jsonText`, never a stream: it can be read any number of times. */
  readonly body = null;
  readonly bodyUsed = false;
  private readonly rawHeaders: Readonly<Record<string, string>>;

  constructor(init: InProcessRequestInit) {
    this.method = init.method;
    this.target = init.url;
    this.headers = new RecordHeaders(init.headers);
    this.jsonText = init.jsonText ?? null;
    this.answerBeside = init.answerBeside ?? false;
    this.rawHeaders = init.headers;
  }

  get url(): string {
    return this.target.href;
  }

  text(): Promise<string> {
    return Promise.resolve(this.jsonText ?? "");
  }

  /** The same request as a web Request, for whatever needs one (fetch to a remote API). */
  toRequest(): Request {
    return new Request(this.target, {
      method: this.method,
      headers: this.rawHeaders,
      // Bytes, so no Content-Type is added (spec §7: the storefront's calls carry none).
      body: this.jsonText === null ? null : new TextEncoder().encode(this.jsonText),
    });
  }
}

/** `request` as a web Request: itself, or an in-process one converted. */
export function webRequest(request: UpstreamRequest): Request {
  return request instanceof InProcessRequest ? request.toRequest() : request;
}

/**
 * Whether the caller reads only the data beside the answer (the storefront's API client): the embedded
 * API then answers without a body, so no body stream is made that nobody reads. Anything else (the
 * browser API proxy, a test, a remote caller) gets the body as before.
 */
export function wantsAnswerBeside(request: ApiRequest): boolean {
  return request instanceof InProcessRequest && request.answerBeside;
}
