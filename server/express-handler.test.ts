import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { completeResponse } from "../app/server/rendered-body.server";
import { expressHandlerFor } from "./express-handler";

/**
 * The storefront's Express handler (ADR 108) as a browser meets it: a page rendered whole arrives
 * whole with its length, a streamed one as it streams, headers (two cookies) and status as the Fetch
 * response said, and the Fetch request carries the address, method and headers it was asked with.
 */
let close: () => void = () => {};
afterEach(() => close());

async function serve(
  handle: (request: Request) => Promise<Response>,
  before: express.RequestHandler = (_req, _res, next) => next(),
): Promise<string> {
  const app = express();
  app.use(before);
  app.use(expressHandlerFor(handle, () => null));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

const PAGE = "<!DOCTYPE html><html><body><main>Cartes de visite — été</main></body></html>";

describe("the Express handler", () => {
  it("sends a page rendered whole with its length, status and every cookie", async () => {
    const origin = await serve(async () => {
      const html = new TextEncoder().encode(PAGE) as Uint8Array<ArrayBuffer>;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      headers.set("content-length", String(html.byteLength));
      headers.append("set-cookie", "a=1; Path=/; HttpOnly");
      headers.append("set-cookie", "b=2; Path=/; HttpOnly");
      return completeResponse(html, { status: 404, headers });
    });
    const response = await fetch(`${origin}/page/`);
    expect(response.status).toBe(404);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/; HttpOnly"]);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
    expect(await response.text()).toBe(PAGE);
  });

  it("keeps a header set before React Router answered, and Express's charset on a text type", async () => {
    const origin = await serve(
      async () =>
        new Response("refused", {
          status: 405,
          headers: { allow: "POST", "content-type": "text/plain", "x-request-id": "r-1" },
        }),
      (_req, res, next) => {
        res.setHeader("Allow", "GET, HEAD");
        next();
      },
    );
    const response = await fetch(`${origin}/page/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("x-request-id")).toBe("r-1");
  });

  it("streams a body that is still being written", async () => {
    let finish: () => void = () => {};
    const origin = await serve(async () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const encoder = new TextEncoder();
          controller.enqueue(encoder.encode("<main>shell</main>"));
          finish = () => {
            controller.enqueue(encoder.encode("<p>later</p>"));
            controller.close();
          };
        },
      });
      return new Response(body, { headers: { "content-type": "text/html" } });
    });
    const response = await fetch(`${origin}/page/`);
    const reader = response.body?.getReader();
    // The shell arrives while the rest is still being written.
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe("<main>shell</main>");
    finish();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe("<p>later</p>");
  });

  it("gives React Router the address, method and headers the visitor sent", async () => {
    let seen: Request | null = null;
    const origin = await serve(async (request) => {
      seen = request;
      return new Response(await request.text(), { status: 200 });
    });
    const response = await fetch(`${origin}/panier/?q=1`, {
      method: "POST",
      body: "intent=add",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "fr" },
    });
    expect(await response.text()).toBe("intent=add");
    const request = seen as unknown as Request;
    expect(request.url).toBe(`${origin}/panier/?q=1`);
    expect(request.method).toBe("POST");
    expect(request.headers.get("accept-language")).toBe("fr");
    expect(request.signal.aborted).toBe(false);
  });
});
