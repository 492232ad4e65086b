import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { RouterContextProvider } from "react-router";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { completeBodyOf } from "../app/server/rendered-body.server";

/**
 * @react-router/express's request handler, with one difference (ADR 108): a page rendered within its
 * turn (entry.server, ADR 055) is sent as the buffer it already is, with one `res.end`, instead of
 * being read back out of the Response's web stream (a reader, a read per chunk, a race against the
 * socket closing, a wait for 'drain' once the page is over 16 KB). Everything else — the Fetch
 * request it builds, aborting it when the visitor leaves, status, headers, streamed bodies — is the
 * adapter's own behaviour, written out the same way.
 */
export function createExpressHandler({
  build,
  getLoadContext,
}: {
  build: ServerBuild;
  getLoadContext: (req: ExpressRequest) => RouterContextProvider;
}) {
  return expressHandlerFor(createReactRouterHandler(build, process.env.NODE_ENV), getLoadContext);
}

/** The Express side of the handler around any Fetch handler (React Router's, or a test's). */
export function expressHandlerFor<Context>(
  handleRequest: (request: Request, context: Context) => Promise<Response>,
  getLoadContext: (req: ExpressRequest) => Context,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = fetchRequestOf(req, res);
      const response = await handleRequest(request, getLoadContext(req));
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/** The Fetch request React Router reads, aborted if the connection closes before the answer is sent. */
function fetchRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const [, forwardedPortText] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPortText] = req.get("host")?.split(":") ?? [];
  const forwardedPort = Number.parseInt(forwardedPortText ?? "", 10);
  const hostPort = Number.parseInt(hostPortText ?? "", 10);
  const port = Number.isSafeInteger(forwardedPort)
    ? forwardedPort
    : Number.isSafeInteger(hostPort)
      ? hostPort
      : "";
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  // Request parses the address itself: no URL object made first only to be turned back into text.
  const href = `${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: headersOf(req.headers),
    signal: controller.signal,
  };
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(href, init);
}

function headersOf(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  writeHeaders(res, response.headers);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  const complete = completeBodyOf(response);
  if (complete) {
    res.end(complete);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}

/**
 * Every header of the Fetch response onto the Express one, each Set-Cookie on its own. Express's
 * `append` (a lookup, a copy, its Content-Type charset rule) only where it can change something: the
 * cookies, the Content-Type, and a header set before React Router answered (Allow, Connection).
 */
function writeHeaders(res: ExpressResponse, headers: Headers): void {
  const preset = res.getHeaderNames();
  for (const [key, value] of headers) {
    if (key === "set-cookie" || key === "content-type" || preset.includes(key)) res.append(key, value);
    else res.setHeader(key, value);
  }
}
