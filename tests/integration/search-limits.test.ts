import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, createTestApi, TENANT_HEADERS, type TestApi } from "./helpers";

/**
 * ADR 066: the search limit per address is a burst allowance plus a sustained rate, sized so that an
 * office or a carrier's NAT searching at once is served, and a script hammering it is stopped quickly.
 */

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
  // The limiters count on the wall clock: only Date is moved, timers stay real.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-26T09:00:00Z"));
});
afterEach(async () => {
  vi.useRealTimers();
  await test.dispose();
});

const search = (ip: string, q = "flyers") =>
  call(test.api, `/api/v1/search/?${new URLSearchParams({ q, limit: "8" })}`, {
    headers: { ...TENANT_HEADERS.fr, "fe-x-client-ip": ip },
  });

describe("search limit per address", { timeout: 120_000 }, () => {
  it("serves a busy office behind one address: 150 searches every 10 s for a minute", async () => {
    const queries = ["f", "fl", "fly", "flye", "flyer", "flyers", "cartes", "papier"];
    const refused: number[] = [];
    for (let window = 0; window < 6; window++) {
      for (let n = 0; n < 150; n++) {
        const answer = await search("203.0.113.30", queries[n % queries.length]);
        if (answer.status !== 200) refused.push(window * 150 + n);
      }
      vi.setSystemTime(Date.now() + 10_000);
    }
    expect(refused).toEqual([]);
  });

  it("stops a burst past 200 in 10 s with 429 and Retry-After, for that address only", async () => {
    for (let n = 1; n <= 200; n++) expect((await search("203.0.113.31")).status).toBe(200);
    const refused = await search("203.0.113.31");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/try again/),
    });
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10);
    expect((await search("203.0.113.32")).status).toBe(200);
    vi.setSystemTime(Date.now() + wait * 1000);
    expect((await search("203.0.113.31")).status).toBe(200);
  });
});
