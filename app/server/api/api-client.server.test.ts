import { describe, expect, it, vi } from "vitest";
import { endpoint } from "#contract/endpoints";
import type { UpstreamRequest } from "#contract/in-process-request";
import { client, dataSchema, failure, recording, success } from "./api-client.fixtures";
import type { Upstream } from "./api-client.server";
import { ApiError, UpstreamContractError, UpstreamUnavailableError } from "./errors";

describe("ApiClient headers", () => {
  it("sends tenant, active currency, tracking id and bearer token", async () => {
    const { upstream, requests } = recording();
    await client(upstream).api.call(endpoint("GET", "/api/v1/content/page/", dataSchema), {
      query: { id: 4, skip: undefined },
    });
    const request = requests[0] as UpstreamRequest;
    expect(request.url).toBe("http://upstream.test/api/v1/content/page/?id=4");
    expect(request.headers.get("fe-x-tenant")).toBe("fr");
    expect(request.headers.get("fe-x-active-currency")).toBe("EUR");
    expect(request.headers.get("fe-x-tracking-id")).toBe("track-1");
    expect(request.headers.get("authorization")).toBe("Bearer token-1");
  });

  it("sends the idempotency key of a call that may be replayed, and none otherwise", async () => {
    const { upstream, requests } = recording();
    const { api } = client(upstream);
    await api.call(endpoint("POST", "/api/v1/checkout/", dataSchema), {
      body: {},
      idempotencyKey: "order-7",
    });
    await api.call(endpoint("POST", "/api/v1/checkout/", dataSchema), { body: {} });
    expect(requests[0]?.headers.get("idempotency-key")).toBe("order-7");
    expect(requests[1]?.headers.has("idempotency-key")).toBe(false);
  });

  it("omits the tracking id and token when the session has none", async () => {
    const { upstream, requests } = recording();
    await client(upstream, { trackingId: null, accessToken: null }).api.call(
      endpoint("GET", "/api/v1/x/", dataSchema),
    );
    expect(requests[0]?.headers.has("fe-x-tracking-id")).toBe(false);
    expect(requests[0]?.headers.has("authorization")).toBe(false);
  });

  it.each([
    "/api/v1/content/robots/",
    "/api/v1/content/sitemap/",
    "/api/v1/content/sitemap-lp/",
    "/api/v1/content/old-sitemap/",
  ])("does not send the bearer token to %s", async (path) => {
    const { upstream, requests } = recording();
    await client(upstream).api.call(endpoint("GET", path, dataSchema));
    expect(requests[0]?.headers.has("authorization")).toBe(false);
    expect(requests[0]?.headers.get("fe-x-tenant")).toBe("fr");
  });

  it("still sends the token to other content calls", async () => {
    const { upstream, requests } = recording();
    await client(upstream).api.call(endpoint("GET", "/api/v1/content/page/", dataSchema));
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer token-1");
  });

  it("sends JSON bodies without a Content-Type header", async () => {
    const { upstream, requests } = recording();
    await client(upstream).api.call(endpoint("POST", "/api/v1/cart", dataSchema), {
      body: { forceCreate: true },
    });
    const request = requests[0] as UpstreamRequest;
    expect(request.method).toBe("POST");
    expect(request.headers.has("content-type")).toBe(false);
    expect(JSON.parse(await request.text())).toEqual({ forceCreate: true });
  });
});

describe("ApiClient retries", () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i", async (status) => {
    let count = 0;
    const { upstream } = recording(() => (++count === 1 ? failure(status) : success()));
    const { api, calls } = client(upstream);
    await expect(api.call(endpoint("GET", "/api/v1/x/", dataSchema))).resolves.toEqual({ ok: true });
    expect(upstream).toHaveBeenCalledTimes(2);
    expect(calls.map((call) => [call.status, call.attempt])).toEqual([
      [status, 1],
      [200, 2],
    ]);
  });

  it("gives up after one retry and reports the upstream error", async () => {
    const { upstream } = recording(() => failure(503));
    await expect(client(upstream).api.call(endpoint("GET", "/api/v1/x/", dataSchema))).rejects.toMatchObject({
      status: 503,
      code: "BOOM",
    });
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 422])("does not retry a GET on %i", async (status) => {
    const { upstream } = recording(() => failure(status));
    await expect(client(upstream).api.call(endpoint("GET", "/api/v1/x/", dataSchema))).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"] as const)("never retries %s", async (method) => {
    const { upstream } = recording(() => failure(503));
    await expect(
      client(upstream).api.call(endpoint(method, "/api/v1/x/", dataSchema), { body: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});

describe("ApiClient failures", () => {
  it.each([false, true])("times out a slow upstream with a 504 error (in process: %s)", async (inProcess) => {
    const upstream: Upstream = () => new Promise(() => {});
    const { api, calls } = client(upstream, { timeoutMs: 30, upstreamInProcess: inProcess });
    await expect(api.call(endpoint("POST", "/api/v1/slow/", dataSchema), { body: {} })).rejects.toMatchObject(
      {
        name: "UpstreamUnavailableError",
        status: 504,
      },
    );
    expect(calls[0]?.status).toBe(504);
  });

  it("reports an unreachable upstream as 503", async () => {
    const upstream: Upstream = () => Promise.reject(new TypeError("fetch failed"));
    const error = await client(upstream)
      .api.call(endpoint("POST", "/api/v1/x/", dataSchema), { body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(error).toMatchObject({ status: 503 });
  });

  it("treats a non-JSON answer as a contract error", async () => {
    const upstream: Upstream = async () => new Response("<h1>oops</h1>", { status: 200 });
    await expect(client(upstream).api.call(endpoint("GET", "/api/v1/x/", dataSchema))).rejects.toBeInstanceOf(
      UpstreamContractError,
    );
  });

  it("treats data outside the schema as a contract error", async () => {
    const upstream: Upstream = async () =>
      Response.json({ status: "success", code: 200, data: { ok: "yes" } });
    await expect(client(upstream).api.call(endpoint("GET", "/api/v1/x/", dataSchema))).rejects.toBeInstanceOf(
      UpstreamContractError,
    );
  });

  it.each([false, true])(
    "stops waiting when the visitor's request is aborted (in process: %s)",
    async (inProcess) => {
      const controller = new AbortController();
      const upstream: Upstream = () => new Promise(() => {});
      const pending = client(upstream, { signal: controller.signal, upstreamInProcess: inProcess }).api.call(
        endpoint("GET", "/api/v1/x/", dataSchema),
        {},
      );
      controller.abort();
      await expect(pending).rejects.toMatchObject({ status: 503 });
    },
  );

  it("ties only a remote request to the visitor's signal (the embedded API ignores signals)", async () => {
    const requestAfterAbort = async (inProcess: boolean) => {
      const controller = new AbortController();
      const { upstream, requests } = recording();
      await client(upstream, { signal: controller.signal, upstreamInProcess: inProcess }).api.call(
        endpoint("GET", "/api/v1/x/", dataSchema),
        {},
      );
      controller.abort();
      return requests[0];
    };
    expect(((await requestAfterAbort(false)) as Request).signal.aborted).toBe(true);
    // In process the call is a plain object without a signal (ADR 104): the client's own race stops the wait.
    expect(await requestAfterAbort(true)).not.toHaveProperty("signal");
  });

  it("answers in time without leaving a timer behind (in process)", async () => {
    vi.useFakeTimers();
    try {
      const answer = client(recording().upstream, { upstreamInProcess: true, timeoutMs: 50 }).api.call(
        endpoint("GET", "/api/v1/x/", dataSchema),
        {},
      );
      await expect(answer).resolves.toEqual({ ok: true });
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("ApiClient.forward", () => {
  it("passes the raw upstream response through with the session headers", async () => {
    const { upstream, requests } = recording(() => failure(404));
    const response = await client(upstream).api.forward("GET", "/api/v1/order/1?x=1", null);
    expect(response.status).toBe(404);
    expect(requests[0]?.url).toBe("http://upstream.test/api/v1/order/1?x=1");
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer token-1");
  });
});
