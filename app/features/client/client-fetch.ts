/**
 * The one way browser code calls the server (spec §9: client HTTP timeout 25 000 ms; the server's
 * own upstream calls use 10 000 ms and one retry). Same-origin credentials, JSON asked for, and a
 * call that hangs longer than the timeout is aborted with a TimeoutError so the island can say so
 * instead of spinning forever. A caller's own signal (a newer keystroke) still aborts it first.
 */
export const CLIENT_TIMEOUT_MS = 25_000;

export async function clientFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = CLIENT_TIMEOUT_MS, signal, headers, ...rest } = init;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("The server took too long to answer", "TimeoutError")),
    timeoutMs,
  );
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener("abort", forward, { once: true });
  try {
    return await fetch(url, {
      credentials: "same-origin",
      ...rest,
      headers: { accept: "application/json", ...(headers as Record<string, string> | undefined) },
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", forward);
  }
}
