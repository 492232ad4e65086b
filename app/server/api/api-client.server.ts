import type { z } from "zod";
import { type AnswerData, type Endpoint, fillPath, type PathParams } from "#contract/endpoints";
import { type CheckedAnswer, checkedAnswerOf } from "#contract/in-process-answers";
import { inProcessJsonText } from "#contract/in-process-bodies";
import { InProcessRequest, type UpstreamRequest } from "#contract/in-process-request";
import { retryAfterSeconds, unwrapEnvelope } from "./envelope";
import { UpstreamContractError, UpstreamUnavailableError } from "./errors";
import { type SharedAnswers, sharedMaxAge } from "./shared-answers.server";

/**
 * Anything that answers /api/v1 requests: the embedded API in-process, or fetch to COMMERCE_API_URL.
 * Only an in-process upstream is given InProcessRequests (`upstreamInProcess`, ADR 104).
 */
export type Upstream = (request: UpstreamRequest) => Promise<Response>;

export interface UpstreamCall {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  attempt: number;
  /** A 429's Retry-After (seconds): the storefront's own 429 passes it on (ADR 065). */
  retryAfterSeconds?: number;
}

export interface ApiClientOptions {
  upstream: Upstream;
  /** Origin the /api/v1 paths are resolved against. */
  baseUrl: string;
  tenant: string;
  currency: string;
  trackingId?: string | null;
  accessToken?: string | null;
  /** The visitor's address, for the API's per-client abuse limits (ADR 019). */
  clientIp?: string | null;
  timeoutMs: number;
  /**
   * The upstream is the embedded API in this process: it ignores abort signals, so its requests carry
   * none and a plain timer bounds the wait (AbortSignal.timeout and .any were ~3 % of a signed-in page).
   */
  upstreamInProcess?: boolean;
  /** Aborts upstream work when the visitor goes away. */
  signal?: AbortSignal;
  onCall?: (call: UpstreamCall) => void;
  /** Sees every answer that met its schema (the session keeps the cart count from cart answers). */
  onAnswer?: (method: string, path: string, data: unknown) => void;
  /** Where GET answers the upstream marks shareable are kept for their max-age (ADR 045). */
  sharedAnswers?: SharedAnswers;
}

export interface RequestOptions<T> {
  schema: z.ZodType<T>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Sent as Idempotency-Key: a call that may have succeeded unseen can be replayed safely. */
  idempotencyKey?: string;
}

/** One contract endpoint's call: its path parameters, query and body (ADR 086). */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions<unknown>, "schema"> &
  ([PathParams<E["path"]>] extends [never]
    ? { params?: undefined }
    : { params: Record<PathParams<E["path"]>, string | number> });

/** Statuses on which an idempotent GET is tried once more (spec §7). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Content calls that crawlers trigger anonymously: they never carry the bearer token (spec §7). */
const TOKENLESS_PATHS = /^\/api\/v1\/content\/(?:old-sitemap|robots|sitemap|sitemap-lp)\/?$/;

export function carriesBearer(path: string): boolean {
  return !TOKENLESS_PATHS.test(path);
}

const encoder = new TextEncoder();
const NO_OPTIONS: Omit<RequestOptions<unknown>, "schema"> = Object.freeze({});

export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  /** The same client with a session tracking id (the "session id" route middleware). */
  withTrackingId(trackingId: string): ApiClient {
    return new ApiClient({ ...this.options, trackingId });
  }

  /** The same client for another bearer (right after login, before the cookie carries it). */
  withAccessToken(accessToken: string | null): ApiClient {
    return new ApiClient({ ...this.options, accessToken });
  }

  /** Calls a contract endpoint: its path and answer schema come from the one table both halves use. */
  call<E extends Endpoint<z.ZodType>>(
    endpoint: E,
    ...[options]: [PathParams<E["path"]>] extends [never] ? [CallOptions<E>?] : [CallOptions<E>]
  ): Promise<AnswerData<E>> {
    // Passed on as given: no copy of the options per call.
    const given = (options ?? NO_OPTIONS) as CallOptions<E> & { params?: Record<string, string | number> };
    return this.request(
      endpoint.method,
      fillPath(endpoint.path, given.params),
      endpoint.answer as z.ZodType<AnswerData<E>>,
      given,
    );
  }

  private async request<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    { query, body, idempotencyKey }: Omit<RequestOptions<T>, "schema">,
  ): Promise<T> {
    const url = this.url(path, query);
    const { sharedAnswers, tenant, currency } = this.options;
    const shareKey = method === "GET" && sharedAnswers ? `${tenant}|${currency}|${url.href}` : null;
    const kept = shareKey ? sharedAnswers?.get(schema, shareKey) : undefined;
    if (kept !== undefined) {
      this.options.onAnswer?.(method, path, kept);
      return kept;
    }
    const response = await this.send(method, url, body === undefined ? null : body, { idempotencyKey });
    // The embedded API's own answer comes checked with this very schema (ADR 101): taken as is.
    const checked = checkedAnswerOf(response);
    const data =
      checked?.schema === schema ? (checked.data as T) : await parsedAnswer(response, checked, schema, path);
    const maxAge =
      shareKey && response.status === 200 ? sharedMaxAge(response.headers.get("cache-control")) : null;
    if (shareKey && maxAge) sharedAnswers?.set(schema, shareKey, data, maxAge);
    this.options.onAnswer?.(method, path, data);
    return data;
  }

  /**
   * Forwards a browser request to the upstream with the same headers, bearer and timeout rules,
   * returning the raw response (used by the same-origin /api/v1 proxy route).
   */
  async forward(method: string, pathWithQuery: string, body: Uint8Array | null): Promise<Response> {
    const url = new URL(pathWithQuery, this.options.baseUrl);
    const response = await this.send(method, url, body === null ? null : new Uint8Array(body), { raw: true });
    const location = response.headers.get("location");
    const shopLocation = location === null ? null : shopRelativeLocation(location, this.options.baseUrl);
    if (shopLocation === null || shopLocation === location) return response;
    const headers = new Headers(response.headers);
    headers.set("location", shopLocation);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  private url(path: string, query?: RequestOptions<unknown>["query"]): URL {
    const url = new URL(path, this.options.baseUrl);
    if (query === undefined) return url;
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url;
  }

  /** A plain record: Request copies it into its own Headers once, where a Headers object was built twice. */
  private headers(path: string, idempotencyKey: string | undefined): Record<string, string> {
    const { tenant, currency, trackingId, accessToken, clientIp } = this.options;
    const headers: Record<string, string> = {
      accept: "application/json",
      "fe-x-tenant": tenant,
      "fe-x-active-currency": currency,
    };
    if (trackingId) headers["fe-x-tracking-id"] = trackingId;
    if (clientIp) headers["fe-x-client-ip"] = clientIp;
    if (accessToken && carriesBearer(path)) headers.authorization = `Bearer ${accessToken}`;
    if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
    return headers;
  }

  private async send(
    method: string,
    url: URL,
    body: unknown,
    { raw = false, idempotencyKey }: { raw?: boolean; idempotencyKey?: string } = {},
  ): Promise<Response> {
    const attempts = method === "GET" ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      const response = await this.attempt(method, url, body, { raw, idempotencyKey }, attempt);
      if (attempt >= attempts || !RETRYABLE_STATUSES.has(response.status)) return response;
      await response.body?.cancel();
    }
  }

  private async attempt(
    method: string,
    url: URL,
    body: unknown,
    { raw, idempotencyKey }: { raw: boolean; idempotencyKey?: string },
    attempt: number,
  ): Promise<Response> {
    const { upstream, timeoutMs, signal, onCall, upstreamInProcess } = this.options;
    const deadline = new Deadline(timeoutMs, signal, { carried: !upstreamInProcess });
    const headers = this.headers(url.pathname, idempotencyKey);
    // A FormData body (a print file) goes as multipart: the one case with a Content-Type (its boundary).
    const json = body === null || body instanceof FormData || raw ? null : JSON.stringify(body);
    // The embedded API takes the storefront's own calls as a plain object, its JSON body as text, and
    // answers with the data beside the answer (ADR 058, 101, 104); a forwarded call or an upload is a
    // web Request, as it is for a remote API.
    const lean = upstreamInProcess && !raw && !(body instanceof FormData);
    const request = lean
      ? new InProcessRequest({ method, url, headers, jsonText: json, answerBeside: true })
      : new Request(url, {
          method,
          headers,
          // JSON is sent as bytes so no Content-Type is added (spec §7: Content-Type is removed).
          body: json === null ? (body as Uint8Array<ArrayBuffer> | FormData | null) : encoder.encode(json),
          credentials: "same-origin",
          // A forwarded call's redirect is the browser's to follow (the provider pages' 303 back to the
          // shop): fetch following it would ask the API for a storefront path (issue 37 §1).
          ...(raw ? { redirect: "manual" as const } : {}),
          ...(deadline.signal ? { signal: deadline.signal } : {}),
        });
    const started = performance.now();
    const report = (status: number, retryAfter: number | null = null) =>
      onCall?.({
        method,
        path: url.pathname,
        status,
        durationMs: performance.now() - started,
        attempt,
        ...(retryAfter ? { retryAfterSeconds: retryAfter } : {}),
      });
    try {
      const response = await deadline.race(upstream(request));
      report(response.status, retryAfterSeconds(response.headers.get("retry-after")));
      return response;
    } catch (error) {
      const timedOut = deadline.timedOut;
      report(timedOut ? 504 : 503);
      throw new UpstreamUnavailableError(timedOut ? 504 : 503, url.pathname, { cause: error });
    }
  }
}

/**
 * An answer's data, parsed: its envelope unwrapped and its data met against `schema` — every answer of
 * a remote API (a trust boundary), and an in-process one checked with another schema than the caller's.
 */
async function parsedAnswer<T>(
  response: Response,
  checked: CheckedAnswer | undefined,
  schema: z.ZodType<T>,
  path: string,
): Promise<T> {
  let json: unknown;
  try {
    // The embedded API's own answer: its JSON value or text, without reading the body stream back.
    const text = checked ? undefined : inProcessJsonText(response);
    json = checked
      ? { status: "success", code: 200, data: checked.json }
      : text === undefined
        ? await response.json()
        : JSON.parse(text);
  } catch (error) {
    throw new UpstreamContractError(path, `HTTP ${response.status} with a body that is not JSON`, {
      cause: error,
    });
  }
  const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
  return unwrapEnvelope(response.status, json, schema, path, retryAfter);
}

/**
 * A redirect's Location as the browser must see it: one naming the API's own origin (a remote API
 * resolving its relative Location, or writing it absolute) becomes a path on the shop's origin, where
 * the browser reached the API through the proxy; relative ones and other origins pass unchanged.
 */
export function shopRelativeLocation(location: string, apiBaseUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(location)) return location;
  let target: URL;
  try {
    target = new URL(location, apiBaseUrl);
  } catch {
    return location;
  }
  return target.origin === new URL(apiBaseUrl).origin
    ? `${target.pathname}${target.search}${target.hash}`
    : location;
}

/**
 * How long a call may take: a timer and the visitor's signal, raced against the answer. A request to a
 * remote upstream also carries both as one signal, so fetch itself stops; the embedded API ignores
 * signals, so its requests carry none (AbortSignal.timeout and .any were ~3 % of a signed-in page).
 */
class Deadline {
  /** What the request carries: only for a remote upstream. */
  readonly signal: AbortSignal | undefined;
  private readonly timeoutSignal: AbortSignal | undefined;
  private timerFired = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly visitor: AbortSignal | undefined,
    { carried }: { carried: boolean },
  ) {
    this.timeoutSignal = carried ? AbortSignal.timeout(timeoutMs) : undefined;
    this.signal =
      this.timeoutSignal && visitor ? AbortSignal.any([visitor, this.timeoutSignal]) : this.timeoutSignal;
  }

  /** True once the time ran out (fetch may report it first, through the carried signal). */
  get timedOut(): boolean {
    return this.timerFired || (this.timeoutSignal?.aborted ?? false);
  }

  race<T>(work: Promise<T>): Promise<T> {
    const visitor = this.visitor;
    if (visitor?.aborted) return Promise.reject(visitor.reason);
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(visitor?.reason);
      };
      const timer = setTimeout(() => {
        this.timerFired = true;
        visitor?.removeEventListener("abort", onAbort);
        reject(new DOMException("The upstream did not answer in time", "TimeoutError"));
      }, this.timeoutMs);
      visitor?.addEventListener("abort", onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        visitor?.removeEventListener("abort", onAbort);
      };
      work.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  }
}
