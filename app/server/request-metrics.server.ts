import type { UpstreamCall } from "./api/api-client.server";
import type { CacheOutcome } from "./page-cache.server";

export interface RequestLogFields {
  at: string;
  tenant: string;
  method: string;
  path: string;
  status: number;
  bot: boolean;
  impersonation?: { admin: string; customer: string };
  durationMs: number;
  upstream: { method: string; path: string; status: number; ms: number; attempt?: number }[];
}

/** Collects what one request spent upstream, for the Server-Timing header and the request log line. */
export class RequestMetrics {
  readonly startedAt = performance.now();
  readonly calls: UpstreamCall[] = [];
  /** Parts of the page sent from the markup cache (ADR 057), named in Server-Timing. */
  readonly keptMarkup: string[] = [];
  /** The route pattern React Router matched (middleware's `pattern`): the metrics' route label. */
  routePattern: string | undefined;
  /** The page cache's answer (X-Page-Cache) when the page could be cached: counted in the metrics. */
  pageCache: CacheOutcome | undefined;

  record = (call: UpstreamCall): void => {
    this.calls.push(call);
  };

  /** The longest Retry-After an upstream asked for on this request, or null (ADR 065). */
  retryAfterSeconds(): number | null {
    const waits = this.calls.flatMap((call) => (call.retryAfterSeconds ? [call.retryAfterSeconds] : []));
    return waits.length > 0 ? Math.max(...waits) : null;
  }

  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  upstreamMs(): number {
    return this.calls.reduce((total, call) => total + call.durationMs, 0);
  }

  /** `total;dur=…, upstream;desc="2 calls";dur=…` — visible in the browser's network panel. */
  serverTiming(): string {
    const round = (ms: number) => ms.toFixed(1);
    const parts = [
      `total;dur=${round(this.elapsedMs())}`,
      `upstream;desc="${this.calls.length} calls";dur=${round(this.upstreamMs())}`,
    ];
    if (this.keptMarkup.length > 0) parts.push(`markup;desc="kept: ${this.keptMarkup.join(" ")}"`);
    return parts.join(", ");
  }

  /** The fields of the request log line; the logger adds `msg: "request"`, level and time. */
  logLine(fields: Omit<RequestLogFields, "at" | "durationMs" | "upstream">): RequestLogFields {
    return {
      at: new Date().toISOString(),
      ...fields,
      durationMs: Math.round(this.elapsedMs() * 10) / 10,
      upstream: this.calls.map((call) => ({
        method: call.method,
        path: call.path,
        status: call.status,
        ms: Math.round(call.durationMs * 10) / 10,
        ...(call.attempt > 1 ? { attempt: call.attempt } : {}),
      })),
    };
  }
}
