import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toFetchRequest, writeFetchResponse } from "./node-adapter";

/** A real node:http server whose handler echoes what it received through the adapter. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const request = toFetchRequest(req, "http://127.0.0.1");
    void (async () => {
      const body = await request.text();
      const headers = new Headers({ "content-type": "application/json" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      const echo = {
        method: request.method,
        url: request.url,
        tenant: request.headers.get("fe-x-tenant"),
        body,
      };
      await writeFetchResponse(new Response(JSON.stringify(echo), { status: 201, headers }), res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("node adapter", () => {
  it("carries method, path, query, headers and a streamed body both ways", async () => {
    const response = await fetch(`${origin}/api/v1/cart/?x=1`, {
      method: "POST",
      headers: { "fe-x-tenant": "fr" },
      body: '{"forceCreate":true}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.json()).toEqual({
      method: "POST",
      url: "http://127.0.0.1/api/v1/cart/?x=1",
      tenant: "fr",
      body: '{"forceCreate":true}',
    });
  });

  it("sends no body for GET", async () => {
    const response = await fetch(`${origin}/api/v1/content/robots/`);
    expect(await response.json()).toMatchObject({ method: "GET", body: "" });
  });
});
