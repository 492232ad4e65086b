import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { structuredDataRequest } from "~/features/content/structured-data.server";
import { StructuredDataContext } from "~/features/content/structured-data-context";
import { isBotAgent } from "~/server/bot-agent.server";
import { nonceContext, requestStateContext } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { createMarkupCache, noteKeptMarkup } from "~/server/markup-cache.server";
import { hydrationEntryOf, lowPriorityPreloads } from "~/server/preload-priority.server";
import { collectRender, completeResponse } from "~/server/rendered-body.server";
import { contentSecurityPolicy } from "~/server/security-headers.server";
import { FallbackShellContext } from "~/shell/fallback-shell";
import type { ShellWire } from "~/shell/shell";
import { loadShell } from "~/shell/shell.server";
import { type MarkupCache, MarkupCacheContext } from "~/ui/cached-markup";
import { NonceContext } from "~/ui/nonce";

export const streamTimeout = 5_000;

/**
 * Markup every page repeats (footer, header parts, logo), rendered once per process and key (ADR 057).
 * None in development: an edited component would keep sending its old markup until the server restarts.
 */
const markupCache = import.meta.env.DEV ? null : createMarkupCache();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, structuredData } = renderInputsOf(loadContext);
  const markup = markupFor(loadContext);
  const bot = isBotAgent(request.headers.get("user-agent"));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (nonce)
    responseHeaders.set(
      "Content-Security-Policy",
      contentSecurityPolicy(nonce, { development: import.meta.env.DEV }),
    );

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Crawlers never see the error page (spec §8): the error is logged and they get the bare status.
  const errors = routerContext.staticHandlerContext.errors;
  if (bot && errors) {
    logger.warn({ status: responseStatusCode, url: request.url }, "error for crawler");
    responseHeaders.set("Content-Type", "text/plain; charset=utf-8");
    responseHeaders.delete("Content-Security-Policy");
    return new Response(`${responseStatusCode}`, { status: responseStatusCode, headers: responseHeaders });
  }

  const fallbackShell = errors ? shellForErrorPage(routerContext, loadContext, request) : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get complete HTML (everything awaited); people get the shell as soon as it is ready.
    const readyOption = bot || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <MarkupCacheContext.Provider value={markup}>
          <FallbackShellContext.Provider value={fallbackShell}>
            <StructuredDataContext.Provider value={structuredData}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </StructuredDataContext.Provider>
          </FallbackShellContext.Provider>
        </MarkupCacheContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const status = responseStatusCode;
          const clearTimer = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          };
          // The route modules' preloads at low priority, the hydration entry's at High (ADR 099).
          const lowered = lowPriorityPreloads(hydrationEntryOf(routerContext.manifest));
          void collectRender(pipe, clearTimer, lowered).then((body) => {
            const init = { headers: responseHeaders, status };
            if (body.kind === "streaming") return resolve(new Response(body.stream, init));
            responseHeaders.set("Content-Length", String(body.html.byteLength));
            resolve(completeResponse(body.html, init));
          });
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ url: request.url, err: error }, "render failed after the shell");
        },
      },
    );
  });
}

/**
 * The nonce and structured data, read from the router context before the stream is built, with a
 * fallback: an exception inside the render's promise would escape every handler.
 */
function renderInputsOf(loadContext: RouterContextProvider) {
  try {
    return { nonce: loadContext.get(nonceContext), structuredData: loadContext.get(structuredDataRequest) };
  } catch {
    return { nonce: "", structuredData: [] as readonly unknown[] };
  }
}

/** The markup cache, noting in the request's Server-Timing what it sent (not without request state). */
function markupFor(loadContext: RouterContextProvider): MarkupCache | null {
  if (!markupCache) return null;
  try {
    return noteKeptMarkup(markupCache, loadContext.get(requestStateContext).metrics.keptMarkup);
  } catch {
    return markupCache;
  }
}

/**
 * An error page whose root loader didn't run (a refused request, a failed action) still gets the
 * tenant's shell and language, built from the request state; none when even that is missing
 * (unknown tenant, upstream down).
 */
function shellForErrorPage(
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
  request: Request,
): ShellWire | null {
  if (routerContext.staticHandlerContext.loaderData?.root) return null;
  try {
    return loadShell(loadContext, new URL(request.url));
  } catch {
    return null;
  }
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (visitor navigated away) are not errors worth reporting.
  if (request.signal.aborted) return;
  // A refusal React Router made itself (a POST to a route without an action: 405) is the client's.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // One line with the stack, so a log pipeline keeps the two together.
  const stack = error instanceof Error ? error.stack : undefined;
  logger.error({ url: request.url, error: String(error), stack }, "unhandled error");
};
