import { createElement as h, useContext } from "react";
import {
  createRequestHandler,
  data,
  Outlet,
  RouterContextProvider,
  type ServerBuild,
  useLoaderData,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as entry from "../../app/entry.server";
import { logger } from "../../app/server/logger.server";
import { FallbackShellContext } from "../../app/shell/fallback-shell";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";

/**
 * The document renderer (app/entry.server.tsx) behind React Router's real request handler, with a
 * two-route app: people get streamed HTML under a CSP carrying the request's nonce; HEAD gets no body;
 * a crawler gets the bare status of an error, never the error page; an error page whose root loader
 * didn't run still gets the tenant's shell; only server faults are logged as unhandled errors.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

function Root() {
  return h("html", { lang: "fr" }, h("body", null, h(Outlet)));
}
function RootError() {
  const shell = useContext(FallbackShellContext);
  return h("html", null, h("body", null, h("h1", null, `Erreur — ${shell?.shopName ?? "sans boutique"}`)));
}
function Page() {
  const { greeting } = useLoaderData() as { greeting: string };
  return h("main", null, greeting);
}

const routeAssets = (id: string, extra: { parentId?: string; path?: string } = {}) => ({
  id,
  ...extra,
  module: `/${id}.js`,
  hasAction: id === "routes/page",
  hasLoader: id === "routes/page",
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
  imports: [],
  css: [],
});

const build = {
  entry: { module: entry },
  routes: {
    root: { id: "root", path: "", module: { default: Root, ErrorBoundary: RootError } },
    "routes/page": {
      id: "routes/page",
      parentId: "root",
      path: "page/:what",
      module: {
        default: Page,
        loader: ({ params }: { params: { what?: string } }) => {
          if (params.what === "missing") throw data("not here", { status: 404 });
          if (params.what === "broken") throw new Error("the loader broke");
          return { greeting: "Bonjour l'atelier" };
        },
        action: () => {
          throw new Error("the action broke");
        },
      },
    },
  },
  assets: {
    entry: { module: "/entry.client.js", imports: [] },
    routes: {
      root: routeAssets("root", { path: "" }),
      "routes/page": routeAssets("routes/page", { parentId: "root", path: "page/:what" }),
    },
    url: "/manifest.js",
    version: "test",
  },
  publicPath: "/",
  assetsBuildDirectory: "/nonexistent",
  future: { v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handler = createRequestHandler(build, "production");
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function visit(
  path: string,
  init: { method?: string; userAgent?: string; context?: RouterContextProvider } = {},
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: init.method ?? "GET",
    headers: { "user-agent": init.userAgent ?? PERSON },
  });
  const context = init.context ?? (await requestContext(test.api)).context;
  return handler(request, context);
}

describe("document rendering (entry.server)", () => {
  it("serves a person the page as HTML under a CSP with the request's nonce", async () => {
    const page = await visit("/page/hello");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("content-security-policy")).toContain("'nonce-test-nonce'");
    const html = await page.text();
    expect(html).toContain("<main>Bonjour l&#x27;atelier</main>");
    expect(page.headers.get("content-length")).toBe(String(Buffer.byteLength(html)));
  });

  it("answers HEAD with the status and headers but no body", async () => {
    const head = await visit("/page/hello", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await head.text()).toBe("");
  });

  it("gives a crawler the bare status of an error, and a person the error page", async () => {
    const warn = vi.spyOn(logger, "warn");
    const crawler = await visit("/page/missing", { userAgent: CRAWLER });
    expect(crawler.status).toBe(404);
    expect(crawler.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(crawler.headers.has("content-security-policy")).toBe(false);
    expect(await crawler.text()).toBe("404");
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }), "error for crawler");

    const person = await visit("/page/missing");
    expect(person.status).toBe(404);
    expect(await person.text()).toContain("<h1>Erreur");
  });

  it("gives an error page whose root loader didn't run the tenant's shell, or none without a request state", async () => {
    const withState = await visit("/page/missing");
    expect(await withState.text()).toContain(
      `Erreur — ${(await requestContext(test.api)).state.shop.domain.name}`,
    );
    const bare = new RouterContextProvider();
    const withoutState = await visit("/page/missing", { context: bare });
    expect(withoutState.status).toBe(404);
    expect(await withoutState.text()).toContain("Erreur — sans boutique");
    // Without a nonce there is nothing to allow scripts by: no CSP header is promised.
    expect(withoutState.headers.has("content-security-policy")).toBe(false);
  });

  it("logs a server fault once as an unhandled error, but not a client's 404 or 405", async () => {
    const error = vi.spyOn(logger, "error");
    const broken = await visit("/page/broken");
    expect(broken.status).toBe(500);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        error: "Error: the loader broke",
        stack: expect.stringContaining("the loader broke"),
      }),
      "unhandled error",
    );
    error.mockClear();
    expect((await visit("/page/missing")).status).toBe(404);
    expect((await visit("/nowhere")).status).toBe(404);
    expect(error).not.toHaveBeenCalled();
  });

  it("does not report a request the visitor abandoned", () => {
    const error = vi.spyOn(logger, "error");
    const aborted = new AbortController();
    aborted.abort();
    const request = new Request("http://localhost:3000/page/broken", { signal: aborted.signal });
    entry.handleError(new Error("gone"), { request, params: {}, context: new RouterContextProvider() });
    expect(error).not.toHaveBeenCalled();
    entry.handleError(new Error("real"), {
      request: new Request("http://localhost:3000/page/broken"),
      params: {},
      context: new RouterContextProvider(),
    });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
