import { RouterContextProvider } from "react-router";
import type { Upstream } from "../../app/server/api/api-client.server";
import { platformContext, type RequestState, requestStateContext } from "../../app/server/context.server";
import { storefrontMiddleware } from "../../app/server/storefront-middleware.server";

/**
 * One request through the root middleware, as server/app.ts hands it over (the platform context
 * holding the upstream and the peer address), with `render` standing for the matched route.
 */
export interface Visit {
  host?: string;
  method?: string;
  cookie?: string;
  headers?: Record<string, string>;
  body?: string;
  socketAddress?: string;
  /** The page path React Router resolves a data request (`/_.data`) to; the request path otherwise. */
  routePath?: string;
  upstream: Upstream;
  /** The route's work: may read or change the request state (or run a real loader/action); answers the page. */
  render?: (
    state: RequestState,
    route: { context: RouterContextProvider; request: Request },
  ) => Response | Promise<Response>;
}

export interface VisitResult {
  response: Response | null;
  /** What the middleware threw (a redirect, an error response) instead of answering. */
  thrown: unknown;
  state: RequestState | null;
  rendered: boolean;
}

export const htmlPage = (text = "<p>page</p>", status = 200) =>
  new Response(`<!doctype html>${text}`, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });

export async function visit(path: string, options: Visit): Promise<VisitResult> {
  const base = `http://${options.host ?? "localhost:3000"}`;
  const requestUrl = new URL(path, base);
  const url = options.routePath ? new URL(options.routePath, base) : requestUrl;
  const request = new Request(requestUrl, {
    method: options.method ?? "GET",
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    body: options.body,
  });
  const context = new RouterContextProvider();
  context.set(platformContext, {
    upstream: options.upstream,
    upstreamBaseUrl: "http://commerce-api.internal",
    socketAddress: options.socketAddress ?? "203.0.113.7",
  });
  const result: VisitResult = { response: null, thrown: null, state: null, rendered: false };
  const next = async () => {
    result.rendered = true;
    result.state = context.get(requestStateContext);
    return (await options.render?.(result.state, { context, request })) ?? htmlPage();
  };
  try {
    result.response = (await storefrontMiddleware(
      { request, url, context, params: {}, pattern: "/*" } as Parameters<typeof storefrontMiddleware>[0],
      next,
    )) as Response;
  } catch (error) {
    result.thrown = error;
  }
  return result;
}

/** The Set-Cookie lines of a response, by cookie name. */
export function setCookies(response: Response | null): Map<string, string> {
  const lines = response?.headers.getSetCookie() ?? [];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf("=")), line]));
}

/** The Cookie header a browser sends back after `responses` (expired cookies dropped). */
export function cookieJar(...responses: (Response | null)[]): string {
  const jar = new Map<string, string>();
  for (const response of responses) {
    for (const [name, line] of setCookies(response)) {
      const pair = line.split(";")[0] ?? "";
      if (/max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, pair);
    }
  }
  return [...jar.values()].join("; ");
}
