import { declaredTooLarge, isFormContentType } from "./form.server";

/**
 * What every request to the storefront must pass before a loader or action sees it (issue 12),
 * checked once in the root middleware so resource routes (logout, currency, the API proxy) are
 * held to the same rules as pages. Pure apart from reading headers.
 */
export interface Refusal {
  status: 403 | 405 | 413 | 415;
  /** A dictionary entry the error page translates. */
  message: string;
}

export interface GuardLimits {
  /** Urlencoded and multipart page forms. */
  formBytes: number;
  /** Multipart uploads (a print file plus its fields). */
  uploadBytes: number;
}

const READ_METHODS = new Set(["GET", "HEAD"]);
export const PAGE_METHODS = "GET, HEAD, POST";

export function refuseRequest(request: Request, url: URL, limits: GuardLimits): Refusal | null {
  const method = request.method.toUpperCase();
  if (READ_METHODS.has(method)) return null;
  const api = url.pathname.startsWith("/api/");
  // Pages take GET and POST only; the API proxy forwards the API's own methods.
  if (!api && method !== "POST") return { status: 405, message: "errors:request.methodNotAllowed" };
  if (isCrossSite(request, url)) return { status: 403, message: "errors:request.crossSite" };
  if (api) return null;
  const contentType = request.headers.get("content-type");
  if (contentType === null ? hasBody(request) : !isFormContentType(contentType))
    return { status: 415, message: "errors:request.unsupportedType" };
  const multipart = contentType?.toLowerCase().startsWith("multipart/") ?? false;
  if (declaredTooLarge(request, multipart ? limits.uploadBytes : limits.formBytes))
    return { status: 413, message: "errors:request.tooLarge" };
  return null;
}

/**
 * A browser says where a request comes from: Sec-Fetch-Site (all current browsers), Origin, and
 * Referer. Anything but this very origin is refused. Referer counts when Origin is absent (a client
 * or proxy that strips Origin still sends the page it posted from); a request with none of them is
 * not from a browser page (curl, a webhook, a privacy setting that drops both), so no visitor's
 * cookies can be abused by it.
 */
export function isCrossSite(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const source = request.headers.get("origin") ?? (request.headers.get("referer") || null);
  if (source === null) return false;
  try {
    return new URL(source).host !== url.host;
  } catch {
    return true; // "null" (sandboxed frames, privacy redirects) or garbage
  }
}

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return (length !== null && length !== "0") || request.headers.has("transfer-encoding");
}
