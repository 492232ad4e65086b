import type { RouterContextProvider } from "react-router";
import { UpstreamUnavailableError } from "./api/errors";
import { getRequestState } from "./context.server";
import { readBoundedBody } from "./form.server";

/**
 * Same-origin /api/v1 for the few browser-side calls that need it. The bearer token comes from the
 * HttpOnly auth cookie and never reaches client JS, so only read-mostly areas are reachable here:
 * auth, customer and admin calls (which return tokens or personal data) go through route actions.
 */
// The payment provider's own pages (ADR 012) are HTML forms the payer fills in; they redirect back.
const BROWSER_API_PREFIXES = [
  "/api/v1/content/",
  "/api/v1/product/",
  "/api/v1/promocode/",
  // The header's suggestions as you type (issue 15 §1): public catalogue text, limited per client like quotes.
  "/api/v1/search/",
  "/api/v1/payment-provider/",
  // The template browser's public list (spec §7, served at /api/design-browser-templates too).
  "/api/v1/design-browser-templates",
];
const PASSED_RESPONSE_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "last-modified",
  "location",
  "refresh",
];

/** The API's own JSON limit: nothing a browser sends through here is larger. */
const API_BODY_MAX_BYTES = 1024 * 1024;

/** An error in the API's own envelope, for browser-side callers of /api/v1. */
export function envelopeError(status: number, code: string, message: string): Response {
  return Response.json({ status: "error", code, message }, { status });
}

export async function proxyApiRequest(
  request: Request,
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<Response> {
  const { api } = getRequestState(context);
  if (!BROWSER_API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
    return envelopeError(404, "NOT_FOUND", `No browser API at ${url.pathname}`);
  }
  // Cross-site calls were refused by the root middleware (request-guard.ts) already.
  const method = request.method.toUpperCase();
  try {
    const body =
      method === "GET" || method === "HEAD" ? null : await readBoundedBody(request, API_BODY_MAX_BYTES);
    if (body === null && method !== "GET" && method !== "HEAD")
      return envelopeError(
        413,
        "PAYLOAD_TOO_LARGE",
        `Request bodies up to ${API_BODY_MAX_BYTES} bytes are accepted`,
      );
    const upstream = await api.forward(method, `${url.pathname}${url.search}`, body);
    const headers = new Headers();
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, headers });
  } catch (error) {
    const status = error instanceof UpstreamUnavailableError ? error.status : 502;
    return envelopeError(status, "UPSTREAM_UNAVAILABLE", "The shop service is unavailable");
  }
}
