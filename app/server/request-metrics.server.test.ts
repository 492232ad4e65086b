import { describe, expect, it } from "vitest";
import { RequestMetrics } from "./request-metrics.server";

describe("RequestMetrics", () => {
  it("summarises upstream calls in Server-Timing and in the request log line's fields", () => {
    const metrics = new RequestMetrics();
    metrics.record({
      method: "GET",
      path: "/api/v1/content/page/",
      status: 200,
      durationMs: 2.04,
      attempt: 1,
    });
    metrics.record({ method: "GET", path: "/api/v1/x/", status: 503, durationMs: 1, attempt: 2 });
    expect(metrics.serverTiming()).toMatch(/^total;dur=\d+\.\d, upstream;desc="2 calls";dur=3\.0$/);
    const line = metrics.logLine({ tenant: "fr", method: "GET", path: "/", status: 200, bot: false });
    expect(line).toMatchObject({
      tenant: "fr",
      method: "GET",
      path: "/",
      status: 200,
      bot: false,
    });
    expect(line.upstream).toEqual([
      { method: "GET", path: "/api/v1/content/page/", status: 200, ms: 2 },
      { method: "GET", path: "/api/v1/x/", status: 503, ms: 1, attempt: 2 },
    ]);
    expect(typeof line.durationMs).toBe("number");
  });

  it("names the parts of the page that came from the markup cache", () => {
    const metrics = new RequestMetrics();
    expect(metrics.serverTiming()).not.toContain("markup");
    metrics.keptMarkup.push("footer");
    expect(metrics.serverTiming()).toMatch(/, markup;desc="kept: footer"$/);
  });
});
