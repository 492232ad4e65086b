import { ClientTimeout } from "../shell/errors/connection";
import { boundedSignal, CLIENT_TIMEOUT_MS } from "./client-fetch";

/**
 * Spec §9's client timeout for React Router's own data loads (ADR 062): a navigation's, a
 * revalidation's or a fetcher's GET of `….data` not fully answered after 25 s is aborted with a
 * ClientTimeout, which the app treats as a lost connection: "connection interrupted" with a way to
 * try again, and the configurator keeps its page (island-connection.ts). On a dead network the
 * browser may otherwise wait minutes. React Router calls the global `fetch` and offers no timeout of
 * its own; posts are left alone, since their outcome would be unknown. The 25 s run until the
 * answer's body has been read: a connection can stall after the headers too.
 */
export function timeBoundDataLoads(fetchImpl: typeof fetch, timeoutMs = CLIENT_TIMEOUT_MS): typeof fetch {
  return async (input, init) => {
    if (!isDataLoad(input, init)) return fetchImpl(input, init);
    const bounded = boundedSignal(init?.signal, timeoutMs, () => new ClientTimeout());
    let response: Response;
    try {
      response = await fetchImpl(input, { ...init, signal: bounded.signal });
    } catch (error) {
      bounded.done();
      throw error;
    }
    return doneOnceRead(response, bounded.done);
  };
}

/** The same answer, whose `done` runs once its body has been read (at once when it has none). */
function doneOnceRead(response: Response, done: () => void): Response {
  if (!response.body) {
    done();
    return response;
  }
  const body = response.body.pipeThrough(new TransformStream({ flush: done }));
  const { status, statusText, headers } = response;
  return new Response(body, { status, statusText, headers });
}

function isDataLoad(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  const method = init?.method ?? (input instanceof Request ? input.method : "GET");
  if (method.toUpperCase() !== "GET") return false;
  const href = input instanceof Request ? input.url : String(input);
  return new URL(href, "http://relative.invalid").pathname.endsWith(".data");
}

/** Browser only, before hydration. */
export function installClientTimeout(win: Window = window): void {
  win.fetch = timeBoundDataLoads(win.fetch.bind(win));
}
