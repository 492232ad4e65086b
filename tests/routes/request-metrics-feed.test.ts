import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentEndpoints } from "#contract/content/content.endpoints";
import { searchEndpoints } from "#contract/search/search.endpoints";
import { endpointLabeler, routeIdsByPattern } from "../../app/server/metric-labels";
import { configureMetricLabels, metricsRegistry } from "../../app/server/metrics.server";
import { replayFromPageCache } from "../../app/server/page-cache-fast-path.server";
import { apiRoutes } from "../../commerce-api/routes";
import { createTestApi, type TestApi } from "../integration/helpers";
import { cookieJar, htmlPage, visit } from "../support/root-visit";

/**
 * The metrics are fed where each request's log line is written (ADR 068): the root middleware
 * (route from React Router's pattern, page-cache outcome, upstream calls by endpoint) and the page
 * cache's fast path, which counts a hit under the route that rendered the page.
 */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  configureMetricLabels({
    // The harness hands the middleware the catch-all's pattern, as React Router does for catalogue pages.
    routeIds: routeIdsByPattern({
      root: { id: "root", path: "" },
      "content-page": { id: "content-page", parentId: "root", path: "*" },
    }),
    endpointOf: endpointLabeler(apiRoutes),
  });
});
afterAll(() => api.dispose());

/** The current value of one series (0 when it has none yet): the registry is shared by the suite. */
async function seriesValue(name: string, labels: Record<string, string>): Promise<number> {
  // A histogram's series are named `<metric>_count`, `_sum` and `_bucket` under the metric's own name.
  const metric = metricsRegistry.getSingleMetric(name.replace(/_count$/, ""));
  const { values } = (await metric?.get()) ?? { values: [] };
  // prom-client names a histogram's series in `metricName`, which its MetricValue type leaves out.
  const series = (values as { metricName?: string; labels: Record<string, unknown>; value: number }[]).find(
    (value) =>
      (value.metricName ?? name) === name &&
      Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  );
  return series?.value ?? 0;
}

/** Answered calls only: other files in this worker may have left a failed call's series (a 503) first. */
const BASIC_CONFIGS_ANSWERED = { endpoint: "/api/v1/content/basic-configs/", method: "GET", status: "200" };

describe("request metrics", () => {
  it("count a rendered page, then its cached replays, under its route id, with its upstream calls", async () => {
    const page = { route: "content-page", method: "GET", status: "200" };
    const before = {
      requests: await seriesValue("http_requests_total", page),
      misses: await seriesValue("page_cache_requests_total", { outcome: "miss" }),
      hits: await seriesValue("page_cache_requests_total", { outcome: "hit" }),
      upstream: await seriesValue("upstream_request_duration_seconds_count", BASIC_CONFIGS_ANSWERED),
    };
    const path = `/?metrics=${crypto.randomUUID()}`;
    const first = await visit(path, {
      upstream: api.api.handler,
      // A loader's call, answered by the real API.
      render: async (state) => {
        await state.api.call(contentEndpoints.basicConfigs);
        return htmlPage();
      },
    });
    expect(first.response?.headers.get("X-Page-Cache")).toBe("miss");
    const second = await visit(path, {
      upstream: api.api.handler,
      cookie: cookieJar(first.response),
      render: () => htmlPage(),
    });
    expect(second.response?.headers.get("X-Page-Cache")).toBe("hit");
    const fast = await replayFromPageCache({
      method: "GET",
      url: path,
      headers: { host: "localhost:3000", cookie: cookieJar(first.response) },
      socketAddress: "203.0.113.7",
    });
    expect(fast?.status).toBe(200);

    expect(await seriesValue("http_requests_total", page)).toBe(before.requests + 3);
    expect(await seriesValue("page_cache_requests_total", { outcome: "miss" })).toBe(before.misses + 1);
    expect(await seriesValue("page_cache_requests_total", { outcome: "hit" })).toBe(before.hits + 2);
    // The loader's call, and the middleware's own unless this process already keeps the basic configs.
    const upstream = await seriesValue("upstream_request_duration_seconds_count", BASIC_CONFIGS_ANSWERED);
    expect([1, 2]).toContain(upstream - before.upstream);
    const text = await metricsRegistry.metrics();
    expect(text).not.toContain("metrics=");
  });

  it("count an upstream abuse-limit refusal (429) under the endpoint that refused", async () => {
    const refused = { endpoint: "/api/v1/search/" };
    const before = await seriesValue("abuse_limit_refusals_total", refused);
    const limited: typeof api.api.handler = async (request) =>
      new URL(request.url).pathname.startsWith("/api/v1/search")
        ? Response.json(
            { status: "error", code: "TOO_MANY_REQUESTS", message: "slow down" },
            { status: 429, headers: { "retry-after": "10" } },
          )
        : api.api.handler(request);
    const visited = await visit("/panier/", {
      upstream: limited,
      render: async (state) => {
        await state.api.call(searchEndpoints.search, { query: { q: "cartes" } }).catch(() => null);
        return htmlPage();
      },
    });
    // Each refused attempt counts (the client may try a GET again).
    const attempts = visited.state?.metrics.calls.filter((call) => call.status === 429).length ?? 0;
    expect(attempts).toBeGreaterThanOrEqual(1);
    expect(await seriesValue("abuse_limit_refusals_total", refused)).toBe(before + attempts);
  });
});
