import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AbuseLimits } from "../../commerce-api/http/abuse-limits";
import { type RedisLimits, redisLimits } from "../../commerce-api/http/redis-limits";
import { logger } from "../../commerce-api/logger";
import { type RedisServer, startRedisServer } from "../../scripts/services/redis.mjs";
import { call, createTestApi } from "./helpers";

/**
 * Abuse limits counted in a real Redis (REDIS_URL, ADR 070): two "hosts" (each its own Redis client
 * and its own per-host insurance) spend one budget; with Redis gone each host counts alone and nothing
 * fails; with Redis back the budget is shared again.
 */

let redis: RedisServer;
const hosts: RedisLimits[] = [];
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(hosts.map((host) => host.close()));
  await redis.dispose();
});

function host(): { limits: AbuseLimits; redis: RedisLimits } {
  const shared = redisLimits(redis.url);
  hosts.push(shared);
  const rules = { loginPerClient: { points: 4, durationSeconds: 600 } };
  return { limits: new AbuseLimits({ rules, store: shared.store }), redis: shared };
}

async function untilAnswers(shared: RedisLimits): Promise<void> {
  await vi.waitFor(() => shared.ping(), { timeout: 15_000, interval: 100 });
}

async function spend(limits: AbuseLimits, key: string, times: number): Promise<boolean[]> {
  const outcomes: boolean[] = [];
  for (let index = 0; index < times; index++) outcomes.push(await limits.tryConsume("loginPerClient", key));
  return outcomes;
}

describe("abuse limits in Redis", () => {
  it("answer from the host's own counters when Redis accepts connections but doesn't answer", async () => {
    const a = host();
    await untilAnswers(a.redis);
    const pid = redis.pid() ?? 0;
    process.kill(pid, "SIGSTOP"); // paused: the socket stays open, nothing comes back
    try {
      const started = performance.now();
      expect(await a.limits.tryConsume("loginPerClient", "203.0.113.9")).toBe(true);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      process.kill(pid, "SIGCONT");
      await a.redis.close();
    }
  });

  it("count attempts made on two hosts against one limit, degrade per host without Redis, share again", async () => {
    const warn = vi.spyOn(logger, "warn");
    const info = vi.spyOn(logger, "info");
    const [a, b] = [host(), host()];
    await Promise.all([untilAnswers(a.redis), untilAnswers(b.redis)]);

    // Shared: two on A and two on B use the budget of 4; the fifth is refused on either.
    expect([
      ...(await spend(a.limits, "203.0.113.1", 2)),
      ...(await spend(b.limits, "203.0.113.1", 2)),
    ]).toEqual([true, true, true, true]);
    expect(await b.limits.tryConsume("loginPerClient", "203.0.113.1")).toBe(false);
    expect(await a.limits.tryConsume("loginPerClient", "203.0.113.1")).toBe(false);

    await redis.stop();
    // No error for the visitor: each host counts in its own memory, so a limit still holds per host.
    expect(await spend(a.limits, "203.0.113.2", 5)).toEqual([true, true, true, true, false]);
    expect(await spend(b.limits, "203.0.113.2", 4)).toEqual([true, true, true, true]);
    await expect(a.redis.ping()).rejects.toThrow();
    const outageLines = () =>
      warn.mock.calls.filter(([, message]) => String(message).includes("Redis does not answer"));
    await vi.waitFor(() => expect(outageLines().length).toBeGreaterThanOrEqual(2));

    await redis.start();
    await Promise.all([untilAnswers(a.redis), untilAnswers(b.redis)]);
    expect(info.mock.calls.some(([message]) => String(message).includes("Redis answers again"))).toBe(true);
    // Each host tried to reconnect again and again meanwhile: still one line per host, not one per attempt.
    expect(outageLines()).toHaveLength(2);
    // The restarted Redis is empty: a fresh shared budget of 4 across both hosts.
    expect([
      ...(await spend(a.limits, "203.0.113.3", 3)),
      ...(await spend(b.limits, "203.0.113.3", 2)),
    ]).toEqual([true, true, true, true, false]);
  });

  it("are named in a standalone API host's health answer: degraded while Redis is away, not unready", async () => {
    const test = await createTestApi(undefined, { redisUrl: redis.url });
    const health = async () =>
      ((await call(test.api, "/api/v1/health/", { headers: {} })).body as { data: unknown }).data;
    const answers = (data: unknown) =>
      vi.waitFor(async () => expect(await health()).toEqual(data), { timeout: 15_000, interval: 200 });
    try {
      // Redis's connection may still be opening at the first ask (degraded, never unready).
      await answers({ status: "ready" });
      await redis.stop();
      try {
        await answers({ status: "ready", degraded: ["redis"] });
      } finally {
        await redis.start();
      }
      await answers({ status: "ready" });
    } finally {
      await test.dispose();
    }
  });
});
