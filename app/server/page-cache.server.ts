/**
 * A short-lived cache of rendered catalogue pages for anonymous visitors (ADR 015). Only responses
 * that can't differ between two anonymous visitors with the same tenant, currency and URL are kept:
 * no login, no staff, no stored promo code, no edit mode. The CSP nonce is swapped on every hit.
 * A stale entry is served while one request refreshes it, so an expiry never queues everyone.
 */

export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body as UTF-8 bytes cut at each nonce, so a replay is a memory copy, not a re-encode. */
  parts: Uint8Array[];
  nonce: string;
  freshUntil: number;
  staleUntil: number;
  /** The route pattern that rendered it, so a replay before React Router is counted under its route. */
  routePattern?: string;
}

export type CacheOutcome = "hit" | "stale" | "miss" | "bypass";

const CACHEABLE_TYPES = /^(text\/html|text\/x-script)/;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly refreshing = new Map<string, Promise<CachedPage | null>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * Serves `key` from the cache when it can; otherwise renders through `render` (once per key at a
   * time: concurrent requests wait for that render) and keeps the result when `keep` allows it.
   */
  async serve(
    key: string,
    nonce: string,
    now: number,
    render: () => Promise<Response>,
    keep: (response: Response) => boolean,
    routePattern?: string,
  ): Promise<{ response: Response; outcome: CacheOutcome }> {
    const entry = this.entries.get(key);
    if (entry && now < entry.freshUntil) return { response: replay(entry, nonce), outcome: "hit" };
    const pending = this.refreshing.get(key);
    if (entry && now < entry.staleUntil && pending)
      return { response: replay(entry, nonce), outcome: "stale" };
    if (pending) {
      const filled = await pending;
      if (filled) return { response: replay(filled, nonce), outcome: "hit" };
    }

    let settle: (page: CachedPage | null) => void = () => {};
    this.refreshing.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      const response = await render();
      const type = response.headers.get("content-type") ?? "";
      if (
        response.status !== 200 ||
        !CACHEABLE_TYPES.test(type) ||
        response.headers.has("set-cookie") ||
        !keep(response)
      ) {
        settle(null);
        return { response, outcome: "miss" };
      }
      const body = await response.text();
      const page: CachedPage = {
        status: response.status,
        // A replay's length is its own: the nonce it carries is another one (see replayParts).
        headers: [...response.headers].filter(([name]) => name !== "content-length"),
        parts: (nonce ? body.split(nonce) : [body]).map((part) => encoder.encode(part)),
        nonce,
        freshUntil: now + this.ttlMs,
        staleUntil: now + this.ttlMs * 4,
        routePattern,
      };
      this.store(key, page);
      settle(page);
      return { response: replay(page, nonce), outcome: "miss" };
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      this.refreshing.delete(key);
    }
  }

  /** The entry for `key` while it is fresh; a stale or missing one is left to `serve`. */
  peekFresh(key: string, now: number): CachedPage | null {
    const entry = this.entries.get(key);
    return entry && now < entry.freshUntil ? entry : null;
  }

  private store(key: string, page: CachedPage) {
    this.entries.delete(key);
    this.entries.set(key, page);
    // Oldest first: Map keeps insertion order, and a refreshed key moves to the end.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

const encoder = new TextEncoder();

/** A fresh Response for one visitor: the cached nonce replaced by this response's own. */
export function replay(page: CachedPage, nonce: string): Response {
  const { headers, body } = replayParts(page, nonce);
  return new Response(body, { status: page.status, headers });
}

/** The headers and body of a replay, without building a Response (the fast path writes them itself). */
export function replayParts(
  page: CachedPage,
  nonce: string,
): { headers: [string, string][]; body: Uint8Array<ArrayBuffer> } {
  const swap = (text: string) => (page.nonce ? text.replaceAll(page.nonce, nonce) : text);
  const headers = page.headers.map(([name, value]): [string, string] => [name, swap(value)]);
  const glue = encoder.encode(nonce);
  const size = page.parts.reduce((sum, part) => sum + part.length, 0) + glue.length * (page.parts.length - 1);
  const body = new Uint8Array(size);
  let offset = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      body.set(glue, offset);
      offset += glue.length;
    }
    body.set(part, offset);
    offset += part.length;
  });
  headers.push(["Content-Length", String(size)]);
  return { headers, body };
}
