import type { DataStrategyResult } from "react-router";
import { describe, expect, it } from "vitest";
import { ClientTimeout } from "../../shell/errors/connection";
import { CONNECTION_LOST, keepIslandThroughLostConnection } from "./island-connection";

const dropped = new TypeError("Failed to fetch");
type Results = Record<string, DataStrategyResult>;

async function run(url: string, results: Results, method = "GET"): Promise<Results> {
  const args = { request: new Request(url, { method }), params: {}, context: {} } as Parameters<
    typeof keepIslandThroughLostConnection
  >[0];
  return (await keepIslandThroughLostConnection(args, async () => results)) as Results;
}

describe("keepIslandThroughLostConnection", () => {
  it("answers a re-quote that never reached the shop, so the island keeps its page", async () => {
    const results = await run("https://shop.test/cards/?quantity=1000&island=tag", {
      "routes/content-page": { type: "error", result: dropped },
    });
    expect(results["routes/content-page"]).toEqual({ type: "data", result: CONNECTION_LOST });
    // One given up after the client timeout, whichever route React Router filed it under.
    const stalled = await run("https://shop.test/cards/?island=tag", {
      root: { type: "error", result: new ClientTimeout() },
    });
    expect(stalled.root).toEqual({ type: "data", result: CONNECTION_LOST });
  });

  it("leaves a navigation's or a post's lost connection to the error page, and every other failure too", async () => {
    const navigation = { "routes/content-page": { type: "error" as const, result: dropped } };
    expect(await run("https://shop.test/cards/?quantity=1000", navigation)).toEqual(navigation);
    const crash = {
      "routes/content-page": { type: "error" as const, result: new TypeError("x is undefined") },
    };
    expect(await run("https://shop.test/cards/?island=tag", crash)).toEqual(crash);
    const post = await run("https://shop.test/cards/?island=tag", navigation, "POST");
    expect(post).toEqual(navigation);
    const answered = { "routes/content-page": { type: "data" as const, result: { island: null } } };
    expect(await run("https://shop.test/cards/?island=tag", answered)).toEqual(answered);
  });
});
