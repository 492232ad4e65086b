import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { replayFromPageCache } from "../../app/server/page-cache-fast-path.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { cookieJar, htmlPage, visit } from "../support/root-visit";

/**
 * The page cache's fast path (ADR 018), as server/app.ts calls it before React Router: it may
 * answer only what the root middleware would have answered from the cache, for the same visitor.
 * The cache is filled the real way, by a first anonymous request through the root middleware.
 */
/** The operator's staff address (vitest.config.ts sets STAFF_IPS before any server env is read). */
const STAFF_IP = "198.51.100.9";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** A first anonymous visit of `path` renders the page (and fills the cache); answers its cookies. */
async function renderedOnce(path: string, body = "<p>catalogue</p>") {
  const first = await visit(path, { upstream: api.api.handler, render: () => htmlPage(body) });
  expect(first.response?.headers.get("X-Page-Cache")).toBe("miss");
  return cookieJar(first.response);
}

function fastPath(
  url: string,
  headers: IncomingHttpHeaders = {},
  extra: { method?: string; ip?: string } = {},
) {
  return replayFromPageCache({
    method: extra.method ?? "GET",
    url,
    headers: { host: "localhost:3000", ...headers },
    socketAddress: extra.ip ?? "203.0.113.7",
  });
}

const headerOf = (answer: Awaited<ReturnType<typeof fastPath>>, name: string) =>
  answer?.headers.filter(([key]) => key.toLowerCase() === name.toLowerCase()).map(([, value]) => value) ?? [];

describe("page cache fast path", () => {
  it("has nothing to answer before the page was rendered once", async () => {
    expect(await fastPath("/?fast=never-rendered")).toBeNull();
  });

  it("answers the cached page to a new anonymous visitor, with the cookies and headers of a full answer", async () => {
    await renderedOnce("/?fast=new-visitor");
    const answer = await fastPath("/?fast=new-visitor");
    expect(answer?.status).toBe(200);
    expect(new TextDecoder().decode(answer?.body)).toContain("<p>catalogue</p>");
    expect(headerOf(answer, "X-Page-Cache")).toEqual(["hit"]);
    expect(headerOf(answer, "Server-Timing")).toHaveLength(1);
    expect(headerOf(answer, "X-Content-Type-Options")).toEqual(["nosniff"]);
    // A new visitor gets their own anonymous id and session, as the full path would set them.
    const cookies = headerOf(answer, "Set-Cookie");
    expect(cookies.some((line) => line.startsWith("presto_anon=") && /HttpOnly/.test(line))).toBe(true);
    expect(cookies.some((line) => line.startsWith("presto_state="))).toBe(true);
  });

  it("sets nothing again for a returning visitor", async () => {
    const cookie = await renderedOnce("/?fast=returning");
    const answer = await fastPath("/?fast=returning", { cookie });
    expect(answer?.status).toBe(200);
    expect(headerOf(answer, "Set-Cookie")).toEqual([]);
  });

  it("never answers a signed-in visitor, staff, or a debug session", async () => {
    const cookie = await renderedOnce("/?fast=personal");
    expect(await fastPath("/?fast=personal", { cookie: `${cookie}; presto_auth=anything` })).toBeNull();
    expect(await fastPath("/?fast=personal", { cookie: "presto_debug=x" })).toBeNull();
    expect(await fastPath("/?fast=personal", { cookie: "presto_agent=x" })).toBeNull();
    expect(await fastPath("/?fast=personal", {}, { ip: STAFF_IP })).toBeNull();
    // The same page for an anonymous visitor: still there.
    expect(await fastPath("/?fast=personal", { cookie })).not.toBeNull();
  });

  it("leaves everything else to the full path", async () => {
    await renderedOnce("/?fast=other");
    // Another host (or none), another method, a path that needs a redirect, a crawler's own copy.
    expect(await fastPath("/?fast=other", { host: "evil.example" })).toBeNull();
    expect(await fastPath("/?fast=other", { host: undefined })).toBeNull();
    expect(await fastPath("/?fast=other", {}, { method: "POST" })).toBeNull();
    expect(await fastPath("/index.html?fast=other")).toBeNull();
    expect(
      await fastPath("/?fast=other", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
    ).toBeNull();
    expect(await fastPath("/?fast=other")).not.toBeNull();
  });

  it("doesn't answer once the entry is no longer fresh (the full path refreshes it)", async () => {
    await renderedOnce("/?fast=stale");
    const later = Date.now() + 60_000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    expect(await fastPath("/?fast=stale")).toBeNull();
  });

  it("answers a client navigation's data request, kept apart from the document", async () => {
    const turboStream = () =>
      new Response('[{"_1":2},"root"]', { headers: { "content-type": "text/x-script" } });
    const first = await visit("/_.data?fast=data", {
      upstream: api.api.handler,
      routePath: "/?fast=data",
      render: turboStream,
    });
    expect(first.response?.headers.get("X-Page-Cache")).toBe("miss");
    const answer = await fastPath("/_.data?fast=data");
    expect(headerOf(answer, "content-type")).toEqual(["text/x-script"]);
    // The document of the same page was never rendered: nothing to replay for it.
    expect(await fastPath("/?fast=data")).toBeNull();
  });
});
