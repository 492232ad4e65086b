import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIENT_TIMEOUT_MS, clientFetch } from "./client-fetch";

/** A server that never answers, but gives up when the request is aborted. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("clientFetch (spec §9 client timeout)", () => {
  it("gives up on a call that hangs for 25 s, with a TimeoutError", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("fetch", hangingFetch());
    const call = clientFetch("/api/v1/search/?q=cartes");
    const settled = expect(call).rejects.toMatchObject({ name: "TimeoutError" });
    await vi.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS - 1);
    let done = false;
    void call.catch(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("still lets the caller abort first, and sends same-origin credentials and accept JSON", async () => {
    const fetch = hangingFetch();
    vi.stubGlobal("fetch", fetch);
    const controller = new AbortController();
    const call = clientFetch("/design/api", { method: "POST", signal: controller.signal });
    controller.abort(new DOMException("newer keystroke", "AbortError"));
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  });
});
