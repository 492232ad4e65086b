import { vi } from "vitest";
import { z } from "zod";
import type { UpstreamRequest } from "#contract/in-process-request";
import { ApiClient, type ApiClientOptions, type Upstream, type UpstreamCall } from "./api-client.server";

/** What the API client's tests share: a client on a fake upstream, and answers to give it. */
export const dataSchema = z.object({ ok: z.boolean() });
export const success = () => Response.json({ status: "success", code: 200, data: { ok: true } });
export const failure = (status: number) =>
  Response.json({ status: "error", code: "BOOM", message: "boom" }, { status });

export function client(upstream: Upstream, overrides: Partial<ApiClientOptions> = {}) {
  const calls: UpstreamCall[] = [];
  const api = new ApiClient({
    upstream,
    baseUrl: "http://upstream.test",
    tenant: "fr",
    currency: "EUR",
    trackingId: "track-1",
    accessToken: "token-1",
    timeoutMs: 1000,
    onCall: (call) => calls.push(call),
    ...overrides,
  });
  return { api, calls };
}

export function recording(answer: (request: UpstreamRequest) => Response | Promise<Response> = success) {
  const requests: UpstreamRequest[] = [];
  const upstream = vi.fn(async (request: UpstreamRequest) => {
    requests.push(request);
    return answer(request);
  });
  return { upstream, requests };
}
