import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint } from "#contract/endpoints";
import { checkedAnswerResponse } from "#contract/in-process-answers";
import { jsonTextResponse } from "#contract/in-process-bodies";
import { InProcessRequest, type UpstreamRequest, wantsAnswerBeside } from "#contract/in-process-request";
import { client, dataSchema, recording } from "./api-client.fixtures";
import { UpstreamContractError } from "./errors";
import { SharedAnswers } from "./shared-answers.server";

describe("ApiClient shared answers", () => {
  const shareable = (cacheControl: string | null) => () =>
    Response.json(
      { status: "success", code: 200, data: { ok: true } },
      cacheControl ? { headers: { "cache-control": cacheControl } } : {},
    );

  it("asks once for a GET answer marked public while it is fresh, per shop and currency", async () => {
    const { upstream } = recording(shareable("public, max-age=5"));
    const sharedAnswers = new SharedAnswers(() => Date.now());
    const euros = client(upstream, { sharedAnswers }).api;
    await euros.call(endpoint("GET", "/api/v1/content/page/", dataSchema), { query: { id: 4 } });
    expect(
      await euros.call(endpoint("GET", "/api/v1/content/page/", dataSchema), { query: { id: 4 } }),
    ).toEqual({
      ok: true,
    });
    expect(upstream).toHaveBeenCalledTimes(1);
    await euros.call(endpoint("GET", "/api/v1/content/page/", dataSchema), { query: { id: 5 } });
    await client(upstream, { sharedAnswers, currency: "GBP" }).api.call(
      endpoint("GET", "/api/v1/content/page/", dataSchema),
      { query: { id: 4 } },
    );
    await client(upstream, { sharedAnswers, tenant: "en" }).api.call(
      endpoint("GET", "/api/v1/content/page/", dataSchema),
      { query: { id: 4 } },
    );
    expect(upstream).toHaveBeenCalledTimes(4);
  });

  it("asks every time for answers not marked public, and for anything but GET", async () => {
    for (const cacheControl of [null, "private, max-age=5", "public, no-cache"]) {
      const { upstream } = recording(shareable(cacheControl));
      const { api } = client(upstream, { sharedAnswers: new SharedAnswers(() => Date.now()) });
      await api.call(endpoint("GET", "/api/v1/content/page/", dataSchema));
      await api.call(endpoint("GET", "/api/v1/content/page/", dataSchema));
      expect(upstream).toHaveBeenCalledTimes(2);
    }
    const { upstream } = recording(shareable("public, max-age=5"));
    const { api } = client(upstream, { sharedAnswers: new SharedAnswers(() => Date.now()) });
    await api.call(endpoint("POST", "/api/v1/product/validate/", dataSchema), { body: {} });
    await api.call(endpoint("POST", "/api/v1/product/validate/", dataSchema), { body: {} });
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe("ApiClient in-process bodies", () => {
  it("gives the embedded API a plain request with the JSON body as text; a remote API gets the bytes (ADR 058, 104)", async () => {
    for (const inProcess of [true, false]) {
      const { upstream, requests } = recording();
      await client(upstream, { upstreamInProcess: inProcess }).api.call(
        endpoint("POST", "/api/v1/x/", dataSchema),
        { body: { quantity: 500 } },
      );
      const request = requests[0] as UpstreamRequest;
      expect(request instanceof InProcessRequest).toBe(inProcess);
      // In-process there is no body stream to make and read back.
      expect(request.body === null).toBe(inProcess);
      expect(request.headers.get("Content-Type")).toBeNull();
      expect(await request.text()).toBe('{"quantity":500}');
    }
  });

  it("sends an upload to the embedded API as a web Request with its multipart body", async () => {
    const { upstream, requests } = recording();
    const form = new FormData();
    form.set("file", new Blob(["%PDF"]), "card.pdf");
    await client(upstream, { upstreamInProcess: true }).api.call(endpoint("POST", "/api/v1/x/", dataSchema), {
      body: form,
    });
    const request = requests[0] as Request;
    expect(request).toBeInstanceOf(Request);
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
  });

  it("asks the embedded API for its answers' text only; a forwarded call and a remote API get bodies", async () => {
    for (const inProcess of [true, false]) {
      const { upstream, requests } = recording();
      const { api } = client(upstream, { upstreamInProcess: inProcess });
      await api.call(endpoint("GET", "/api/v1/x/", dataSchema));
      await api.forward("GET", "/api/v1/x/", null);
      expect(requests.map(wantsAnswerBeside)).toEqual([inProcess, false]);
    }
  });

  it("parses the embedded API's own text without reading the body back; other answers from the body", async () => {
    const text = JSON.stringify({ status: "success", code: 200, data: { ok: true } });
    const inProcess = jsonTextResponse(text, text);
    const remote = new Response(text);
    for (const [answer, read] of [
      [inProcess, false],
      [remote, true],
    ] as const) {
      const data = await client(async () => answer).api.call(endpoint("GET", "/api/v1/x/", dataSchema));
      expect(data).toEqual({ ok: true });
      expect(answer.bodyUsed).toBe(read);
    }
  });

  it("takes the embedded API's checked data for the schema it was checked with, else parses its JSON (ADR 101)", async () => {
    const endpointOf = (schema: z.ZodType) => endpoint("GET", "/api/v1/x/", schema);
    // No body at all: only the data beside the answer can give a result.
    const answer = () =>
      checkedAnswerResponse({
        schema: dataSchema,
        data: { ok: true, checked: "as is" },
        json: { ok: false, extra: 1 },
      });
    expect(await client(async () => answer()).api.call(endpointOf(dataSchema))).toEqual({
      ok: true,
      checked: "as is",
    });
    const other = z.object({ ok: z.boolean(), extra: z.number().default(0) });
    expect(await client(async () => answer()).api.call(endpointOf(other))).toEqual({ ok: false, extra: 1 });
    await expect(
      client(async () => answer()).api.call(endpointOf(z.object({ ok: z.string() }))),
    ).rejects.toBeInstanceOf(UpstreamContractError);
  });
});
