/**
 * The one way browser code calls the server (spec §9: client HTTP timeout 25 000 ms; the server's
 * own upstream calls use 10 000 ms and one retry). Same-origin credentials, JSON asked for, and a
 * call that hangs longer than the timeout is aborted with a TimeoutError so the island can say so
 * instead of spinning forever. A caller's own signal (a newer keystroke) still aborts it first.
 * React Router's own data loads get the same timeout from client-timeout.ts.
 */
export const CLIENT_TIMEOUT_MS = 25_000;

export async function clientFetch(
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<Response> {
  const { timeoutMs = CLIENT_TIMEOUT_MS, signal, headers, ...rest } = init;
  const bounded = boundedSignal(
    signal,
    timeoutMs,
    () => new DOMException("The server took too long to answer", "TimeoutError"),
  );
  try {
    return await fetch(url, {
      credentials: "same-origin",
      ...rest,
      headers: { accept: "application/json", ...(headers as Record<string, string> | undefined) },
      signal: bounded.signal,
    });
  } finally {
    bounded.done();
  }
}

/**
 * A signal that aborts when `own` does, or after `timeoutMs` with `reason()`; `done()` (once the
 * answer is in) stops both. Without AbortSignal.any, which older Safari lacks.
 */
export function boundedSignal(
  own: AbortSignal | null | undefined,
  timeoutMs: number,
  reason: () => unknown,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(reason()), timeoutMs);
  const forward = () => controller.abort(own?.reason);
  if (own?.aborted) forward();
  else own?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      own?.removeEventListener("abort", forward);
    },
  };
}
