import { afterEach, describe, expect, it, vi } from "vitest";
import { ClientTimeout } from "../errors/connection";
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
    const answered = new Response("ok");
    await expect(timeBoundDataLoads(async () => answered)("/cartes/_.data")).resolves.toBe(answered);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves posts and other requests to the browser", async () => {
    const fetch = hangingFetch();
    const bound = timeBoundDataLoads(fetch);
    void bound("/cartes/_.data", { method: "POST" });
    void bound("/api/v1/search/?q=cartes");
    expect(fetch.mock.calls.map(([, init]) => init?.signal)).toEqual([undefined, undefined]);
  });
});
