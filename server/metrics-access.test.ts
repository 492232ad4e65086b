import { describe, expect, it } from "vitest";
import { bearerMatches, type MetricsAccessRule, mayReadMetrics } from "./metrics-access";

const TOKEN = "scrape-token-0123456789abcdef";
const rule: MetricsAccessRule = { staffIps: ["10.1.0.0/16", "192.0.2.7"], trustProxy: false, token: TOKEN };
const from = (
  socketAddress: string | null,
  extra: { authorization?: string; forwardedFor?: string } = {},
) => ({
  authorization: extra.authorization,
  forwardedFor: extra.forwardedFor,
  socketAddress,
});

describe("who may read /metrics", () => {
  it("a scraper with the bearer token, from anywhere", () => {
    expect(mayReadMetrics(from("203.0.113.5", { authorization: `Bearer ${TOKEN}` }), rule)).toBe(true);
    expect(mayReadMetrics(from("203.0.113.5", { authorization: `bearer  ${TOKEN} ` }), rule)).toBe(true);
  });

  it("not with a wrong, truncated, longer or missing token", () => {
    for (const authorization of [
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
      "Bearer ",
      undefined,
    ])
      expect(mayReadMetrics(from("203.0.113.5", { authorization }), rule)).toBe(false);
  });

  it("a company address (STAFF_IPS, ranges too, IPv4-mapped as Node reports them)", () => {
    expect(mayReadMetrics(from("10.1.44.3"), rule)).toBe(true);
    expect(mayReadMetrics(from("::ffff:192.0.2.7"), rule)).toBe(true);
    expect(mayReadMetrics(from("10.2.0.1"), rule)).toBe(false);
  });

  it("reads X-Forwarded-For only behind our own proxy (TRUST_PROXY), and then only its last hop", () => {
    const claimed = from("127.0.0.1", { forwardedFor: "10.1.0.9" });
    expect(mayReadMetrics(claimed, rule)).toBe(false);
    expect(mayReadMetrics(claimed, { ...rule, trustProxy: true })).toBe(true);
    const forged = from("127.0.0.1", { forwardedFor: "10.1.0.9, 203.0.113.5" });
    expect(mayReadMetrics(forged, { ...rule, trustProxy: true })).toBe(false);
  });

  it("nobody by token when METRICS_TOKEN is unset, not even with an empty bearer", () => {
    const noToken = { ...rule, token: null };
    expect(mayReadMetrics(from("203.0.113.5", { authorization: "Bearer " }), noToken)).toBe(false);
    expect(mayReadMetrics(from("203.0.113.5", { authorization: "Bearer null" }), noToken)).toBe(false);
    expect(bearerMatches("Bearer ", "")).toBe(false);
  });
});
