import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientTimeout } from "../shell/errors/connection";
import { CLIENT_TIMEOUT_MS } from "./client-fetch";
import { timeBoundDataLoads } from "./client-timeout";

/** A server that never answers, but gives up when the request is aborted (as fetch does). */
function hangingFetch() {
  return vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

afterEach(() => vi.useRealTimers());

describe("timeBoundDataLoads (spec §9 client timeout)", () => {
  it("aborts a data load still unanswered after 25 s, as a lost connection", async () => {
    vi.useFakeTimers();
    const load = timeBoundDataLoads(hangingFetch())(new URL("https://shop.test/affiches/_.data"), {
      signal: new AbortController().signal,
    });
    const settled = expect(load).rejects.toBeInstanceOf(ClientTimeout);
    let done = false;
    void load.catch(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("still lets React Router abort first (a newer navigation), and stops its timer on an answer", async () => {
    vi.useFakeTimers();
    const navigation = new AbortController();
    const load = timeBoundDataLoads(hangingFetch())("/cartes/_.data?quantity=500", {
      signal: navigation.signal,
    });
    navigation.abort(new DOMException("newer navigation", "AbortError"));
    await expect(load).rejects.toMatchObject({ name: "AbortError" });
    const answered = await timeBoundDataLoads(async () => new Response("ok", { status: 202 }))(
      "/cartes/_.data",
    );
    expect(answered.status).toBe(202);
    expect(await answered.text()).toBe("ok");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives up an answer whose body stalls after its headers", async () => {
    vi.useFakeTimers();
    // Headers come, then one chunk, then nothing; aborting fails the body, as fetch's does.
    const stallingFetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("[{"));
          init?.signal?.addEventListener("abort", () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { headers: { "X-Remix-Response": "yes" } });
    };
    const response = await timeBoundDataLoads(stallingFetch)("/cartes/_.data");
    expect(response.headers.get("X-Remix-Response")).toBe("yes");
    const read = response.text();
    const settled = expect(read).rejects.toBeInstanceOf(ClientTimeout);
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS);
    await settled;
  });

  it("leaves posts and other requests to the browser", async () => {
    const fetch = hangingFetch();
    const bound = timeBoundDataLoads(fetch);
    void bound("/cartes/_.data", { method: "POST" });
    void bound("/api/v1/search/?q=cartes");
    expect(fetch.mock.calls.map(([, init]) => init?.signal)).toEqual([undefined, undefined]);
  });
});
