import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { RouteDefinition } from "../../commerce-api/context";
import { createHandler } from "../../commerce-api/handler";
import { readJsonBody } from "../../commerce-api/http/body";
import { logger } from "../../commerce-api/logger";
import { apiRoutes } from "../../commerce-api/routes";
import { call, createTestApi, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

describe("request headers", () => {
  it.each([
    ["a missing tenant", {}],
    ["an unknown tenant", { "fe-x-tenant": "de" }],
  ])("answers 400 TENANT_UNKNOWN for %s", async (_label, headers) => {
    const answer = await call(test.api, "/api/v1/content/basic-configs/", { headers });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "TENANT_UNKNOWN" });
  });

  it("answers 400 CURRENCY_NOT_ALLOWED for a currency the tenant does not sell in", async () => {
    const headers = { ...TENANT_HEADERS.fr, "fe-x-active-currency": "GBP" };
    const answer = await call(test.api, "/api/v1/content/robots/", { headers });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "CURRENCY_NOT_ALLOWED" });
  });

  it("accepts every allowed currency, a tracking id and an (ignored) bearer token", async () => {
    const headers = {
      ...TENANT_HEADERS.en,
      "fe-x-active-currency": "EUR",
      "fe-x-tracking-id": "trk-123",
      authorization: "Bearer whatever",
    };
    expect((await call(test.api, "/api/v1/content/robots", { headers })).status).toBe(200);
  });
});

describe("routing", () => {
  it("answers 404 NOT_FOUND for unknown routes, inside and outside /api/v1", async () => {
    for (const path of ["/api/v1/nothing/", "/api/v2/content/robots/", "/robots.txt"]) {
      const answer = await call(test.api, path);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("answers 405 with an Allow header for a wrong method", async () => {
    const answer = await call(test.api, "/api/v1/content/page/?id=1", { method: "DELETE" });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    expect(answer.headers.get("allow")).toBe("GET, HEAD");
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await test.api.handler(
      new Request("http://commerce.test/api/v1/content/robots/", {
        method: "HEAD",
        headers: TENANT_HEADERS.fr,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("bodies and unexpected failures", () => {
  // Routes that exist only here: no POST endpoint is part of this issue yet.
  const testRoutes: RouteDefinition[] = [
    ...apiRoutes,
    {
      method: "POST",
      path: "/api/v1/test/echo",
      handler: async ({ request }) => readJsonBody(request, z.object({ cartId: z.string().min(1) })),
    },
    {
      method: "GET",
      path: "/api/v1/test/explode",
      handler: async () => {
        throw new Error("secret database detail");
      },
    },
  ];
  const withTestRoutes = () => {
    const opened = test.openDb();
    return {
      handler: createHandler({ db: opened.db, now: () => new Date(), routes: testRoutes }),
      close: () => opened.close(),
    };
  };

  it("parses a JSON body sent without Content-Type", async () => {
    const api = withTestRoutes();
    const answer = await call({ ...test.api, handler: api.handler }, "/api/v1/test/echo/", {
      method: "POST",
      body: '{"cartId":"c-1"}',
    });
    expect(answer.body).toMatchObject({ data: { cartId: "c-1" } });
    await api.close();
  });

  it("answers 400 for malformed JSON and for a body failing validation", async () => {
    const api = withTestRoutes();
    const malformed = await call({ ...test.api, handler: api.handler }, "/api/v1/test/echo", {
      method: "POST",
      body: '{"cartId":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: "MALFORMED_JSON" });
    const invalid = await call({ ...test.api, handler: api.handler }, "/api/v1/test/echo", {
      method: "POST",
      body: '{"cartId":42}',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: "VALIDATION_ERROR", errors: [{ path: "cartId" }] });
    await api.close();
  });

  it("answers 500 INTERNAL_ERROR without leaking the error, and logs it", async () => {
    const log = vi.spyOn(logger, "error").mockImplementation(() => {});
    const api = withTestRoutes();
    const answer = await call({ ...test.api, handler: api.handler }, "/api/v1/test/explode");
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({
      status: "error",
      code: "INTERNAL_ERROR",
      message: "An unexpected error occurred",
    });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/api/v1/test/explode", err: expect.any(Error) }),
      "request failed",
    );
    await api.close();
  });
});
