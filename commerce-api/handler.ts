import { type ApiRequest, InProcessRequest } from "#contract/in-process-request";
import { type ApiServices, type RequestContext, type RouteDefinition, TENANT_HEADER } from "./context";
import { isRefusedValueError } from "./db/dialect";
import type { FileStore } from "./files/file-store";
import { localFileStore } from "./files/local-file-store";
import { HEALTH_PATHS, healthResponse } from "./health";
import { type AbuseLimitOptions, AbuseLimits } from "./http/abuse-limits";
import { answerResponse, errorResponse } from "./http/envelope";
import { badRequest, HttpError } from "./http/errors";
import { Router } from "./http/router";
import { logger } from "./logger";
import { type MailServices, mailServices } from "./mail/mail-services";
import { ApiRequestContext } from "./request-context";
import { apiRoutes } from "./routes";
import { normaliseTenantKey } from "./tenant/tenant.rules";
import { cachedTenant } from "./tenant/tenant-cache";

export const API_PREFIX = "/api/v1/";

/** Paths spec §7 gives outside /api/v1, and the API route that answers them. */
export const SPEC_PATHS: ReadonlyMap<string, string> = new Map([
  ["/api/design-browser-templates", "/api/v1/design-browser-templates"],
  ["/api/design-browser-templates/", "/api/v1/design-browser-templates"],
]);

/** A web Request (HTTP, the browser's /api proxy) or the storefront's in-process call (ADR 104). */
export type ApiHandler = (request: ApiRequest) => Promise<Response>;

export interface HandlerOptions extends Omit<ApiServices, "limits" | "mail" | "files"> {
  /** Where files are kept; defaults to the disk under `artworkDir` and `mediaDir` (ADR 071). */
  files?: FileStore;
  artworkDir?: string;
  mediaDir?: string;
  /** Mail services; without them mail is queued and waits for whichever sender drains the database. */
  mail?: MailServices;
  /** Awaited before every request: migrations and seed must be done before serving. */
  ready?: Promise<void>;
  /** Defaults to every domain's routes; tests may pass their own. */
  routes?: readonly RouteDefinition[];
  /** Abuse limits (ADR 019); defaults apply to whatever is not given. */
  limits?: AbuseLimitOptions;
  /**
   * Parse every answer with its endpoint's schema and fail loudly on a mismatch: what the compiler
   * can't see (refinements, data read from JSON columns). Tests turn it on (API_CHECK_ANSWERS=1).
   */
  checkAnswers?: boolean;
  /** With REDIS_URL: whether Redis answers, for the health answer's `degraded` (ADR 070, 079). */
  pingRedis?: () => Promise<void>;
}

/** The `(Request) => Response` router for /api/v1/*: routing, tenant headers and the envelope. */
export function createHandler(options: HandlerOptions): ApiHandler {
  const router = new Router<RouteDefinition>();
  for (const route of options.routes ?? apiRoutes) router.add(route.method, route.path, route);
  const checkAnswers = options.checkAnswers ?? process.env.API_CHECK_ANSWERS === "1";
  const services = servicesOf(options);
  const whenReady = readiness(options.ready);

  return async (request) => {
    const response = await answer(request).catch((error: unknown) => toErrorResponse(request, error));
    services.mail.afterRequest();
    // HEAD is routed to GET; the body goes, the headers stay.
    return request.method === "HEAD" ? new Response(null, response) : response;
  };

  async function answer(request: ApiRequest): Promise<Response> {
    const url = requestUrl(request);
    // Asked by balancers and remote storefronts without a tenant (ADR 068).
    if ((request.method === "GET" || request.method === "HEAD") && HEALTH_PATHS.has(url.pathname))
      return healthResponse(
        options.db,
        options.ready ?? Promise.resolve(),
        services.files,
        options.pingRedis,
      );
    if (!`${url.pathname}/`.startsWith(API_PREFIX)) {
      throw new HttpError(404, "NOT_FOUND", `No API route for ${url.pathname}`);
    }
    const match = router.match(request.method, url.pathname);
    if (match.kind === "not-found") throw new HttpError(404, "NOT_FOUND", `No API route for ${url.pathname}`);
    if (match.kind === "method-not-allowed") throw methodNotAllowed(request.method, url, match.allowed);
    if (!whenReady.done) await whenReady.promise;
    const context = await contextOf(request, url, match.params);
    const result = await match.handler.handler(context);
    if (result instanceof Response) return result;
    if (checkAnswers) checkAnswer(match.handler, result);
    return answerResponse(result, match.handler.answer, match.handler.headers, request);
  }

  async function contextOf(
    request: ApiRequest,
    url: URL,
    params: Record<string, string>,
  ): Promise<RequestContext> {
    const key = normaliseTenantKey(request.headers.get(TENANT_HEADER));
    const tenant = key ? await cachedTenant(services.db, key) : null;
    if (!tenant) {
      throw badRequest("TENANT_UNKNOWN", `Missing or unknown tenant (header ${TENANT_HEADER})`);
    }
    return new ApiRequestContext(services, request, url, params, tenant);
  }
}

/**
 * `ready`, and whether it has been met: once it has, a request goes on without awaiting it (each await
 * is a turn of the microtask queue, five per product page). Until then, or if it failed, requests
 * await it and get its error.
 */
function readiness(ready: Promise<void> | undefined): { done: boolean; promise: Promise<void> } {
  const state = { done: ready === undefined, promise: ready ?? Promise.resolve() };
  ready?.then(
    () => {
      state.done = true;
    },
    () => {},
  );
  return state;
}

/**
 * The request's URL, parsed once: the storefront's in-process call hands over the one it built.
 * Spec §7 names the template browser's call without the version: it answers as its /api/v1 twin.
 */
function requestUrl(request: ApiRequest): URL {
  const given = request instanceof InProcessRequest ? request.target : null;
  const url = given ?? new URL(request.url);
  const twin = SPEC_PATHS.get(url.pathname);
  if (twin === undefined) return url;
  // The caller's URL object stays as the caller made it.
  const copy = given ? new URL(given) : url;
  copy.pathname = twin;
  return copy;
}

/** What every handler gets besides its request: the database, clock, mail, files and limits. */
function servicesOf(options: HandlerOptions): ApiServices {
  return {
    db: options.db,
    now: options.now,
    accounts: options.accounts,
    mail: options.mail ?? mailServices(undefined, null),
    files:
      options.files ??
      localFileStore({ artwork: options.artworkDir ?? "artwork", media: options.mediaDir ?? "media" }),
    artworkMaxBytes: options.artworkMaxBytes,
    limits: new AbuseLimits(options.limits),
  };
}

/** A 405 naming the methods the path answers (HEAD wherever GET is). */
function methodNotAllowed(method: string, url: URL, allowed: string[]): HttpError {
  const allow = allowed.includes("GET") ? [...allowed, "HEAD"] : allowed;
  return new HttpError(405, "METHOD_NOT_ALLOWED", `${method} is not allowed on ${url.pathname}`, [], {
    allow: allow.join(", "),
  });
}

/** Throws (a 500) when a handler's data doesn't meet its contract answer (ADR 086). */
function checkAnswer(route: RouteDefinition, data: unknown): void {
  if (!route.answer) return;
  const parsed = route.answer.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${route.method} ${route.path} answered outside its contract: ${parsed.error.message}`);
  }
}

function toErrorResponse(request: ApiRequest, error: unknown): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.code, error.message, {
      errors: error.errors,
      headers: error.headers,
      dictionaryKey: error.dictionaryKey,
    });
  }
  if (isRefusedValueError(error)) {
    return errorResponse(400, "VALIDATION_ERROR", "The request holds a value out of range");
  }
  // Logged with its stack for operators; the caller only learns that something failed.
  logger.error({ method: request.method, path: safePath(request.url), err: error }, "request failed");
  return errorResponse(500, "INTERNAL_ERROR", "An unexpected error occurred");
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "(invalid url)";
  }
}
