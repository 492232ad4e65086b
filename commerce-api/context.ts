import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Endpoint, HttpMethod } from "#contract/endpoints";
import type { ApiRequest } from "#contract/in-process-request";
import type { AccountSettings } from "./accounts/settings";
import type { Database } from "./db/schema";
import type { FileStore } from "./files/file-store";
import type { AbuseLimits } from "./http/abuse-limits";
import type { MailServices } from "./mail/mail-services";
import type { Tenant } from "./tenant/tenant";

/** Request headers of the storefront contract (spec §7). */
export const TENANT_HEADER = "fe-x-tenant";
export const ACTIVE_CURRENCY_HEADER = "fe-x-active-currency";
export const TRACKING_ID_HEADER = "fe-x-tracking-id";

/** What every route can use, shared by all requests. */
export interface ApiServices {
  db: Kysely<Database>;
  now: () => Date;
  /** Token lifetimes; defaults to spec §9 when absent. */
  accounts?: AccountSettings;
  /** Mail (ADR 069): queued in mail_outbox, delivered by the API's sender. */
  mail: MailServices;
  /**
   * Where every file is kept (ADR 071): print files (issue 6), quote attachments, design pictures
   * and the media library (issue 16 §6), on disk under DATA_DIR or in an S3-compatible bucket.
   */
  files: FileStore;
  /** The largest print file accepted, in bytes. */
  artworkMaxBytes?: number;
  /** Per-client and per-account abuse limits (ADR 019), one set per handler. */
  limits: AbuseLimits;
}

/** One request, after routing and tenant resolution. */
export interface RequestContext extends ApiServices {
  /** A web Request, or the storefront's in-process call (ADR 104). */
  request: ApiRequest;
  url: URL;
  params: Record<string, string>;
  tenant: Tenant;
  activeCurrency: string;
  /** Visitor tracking id (fe-x-tracking-id), when sent. */
  trackingId: string | null;
  /** The visitor's address as the storefront saw it (fe-x-client-ip), when known. */
  clientIp: string | null;
}

/**
 * Returns the `data` of a success envelope, or a ready Response for the rare route that needs
 * full control. Expected failures are thrown as HttpError.
 */
export type RouteHandler = (context: RequestContext) => Promise<unknown>;

/** What a handler of this endpoint may return: data in the answer schema's input shape, or a Response. */
export type AnswerOf<E extends Endpoint> = E["answer"] extends z.ZodType
  ? z.input<E["answer"]> | Response
  : Response;

export type EndpointHandler<E extends Endpoint> = (context: RequestContext) => Promise<AnswerOf<E>>;

export interface RouteDefinition {
  method: HttpMethod;
  /** Pattern under the origin, e.g. "/api/v1/content/page"; trailing slash optional. */
  path: string;
  /** The contract's answer schema (null: a raw Response); checked at run time under tests (ADR 086). */
  answer?: z.ZodType | null;
  /** Headers every answer of the route carries (a shareable answer's Cache-Control and Vary). */
  headers?: Readonly<Record<string, string>>;
  handler: RouteHandler;
}

/** A route of a contract endpoint: the compiler holds the handler to the endpoint's answer (ADR 086). */
export function route<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): RouteDefinition {
  return { method: endpoint.method, path: endpoint.path, answer: endpoint.answer, handler };
}

/** A route outside the storefront contract that answers with its own Response (the sandbox provider's pages). */
export function pageRoute(
  method: HttpMethod,
  path: string,
  handler: (context: RequestContext) => Promise<Response>,
): RouteDefinition {
  return { method, path, answer: null, handler };
}
