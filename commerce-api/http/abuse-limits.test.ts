import { describe, expect, it } from "vitest";
import { AbuseLimits, abuseLimitOptionsFromEnv, accountKey } from "./abuse-limits";
import { HttpError } from "./errors";

describe("abuse limits", () => {
  it("answers 429 TOO_MANY_REQUESTS with Retry-After once a key has used its points", async () => {
    const limits = new AbuseLimits({ rules: { loginPerClient: { points: 2, durationSeconds: 60 } } });
    await limits.consume("loginPerClient", "a");
    await limits.consume("loginPerClient", "a");
    const refused = await limits.consume("loginPerClient", "a").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    const retryAfter = Number((refused as HttpError).headers?.["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another key and another name count on their own.
    await expect(limits.consume("loginPerClient", "b")).resolves.toBeUndefined();
    await expect(limits.consume("registrationPerClient", "a")).resolves.toBeUndefined();
  });

  it("reports a silent cap as false, and gives refunded points back", async () => {
    const limits = new AbuseLimits({ rules: { promocodePerClient: { points: 1, durationSeconds: 60 } } });
    expect(await limits.tryConsume("promocodePerClient", "a")).toBe(true);
    await limits.refund("promocodePerClient", "a");
    expect(await limits.tryConsume("promocodePerClient", "a")).toBe(true);
    expect(await limits.tryConsume("promocodePerClient", "a")).toBe(false);
  });

  it("multiplies every rule by the factor, taken from ABUSE_LIMITS_FACTOR", async () => {
    expect(abuseLimitOptionsFromEnv({ ABUSE_LIMITS_FACTOR: "3" })).toEqual({ factor: 3 });
    expect(abuseLimitOptionsFromEnv({ ABUSE_LIMITS_FACTOR: "-1" })).toEqual({});
    expect(abuseLimitOptionsFromEnv({})).toEqual({});
    const limits = new AbuseLimits({
      factor: 3,
      rules: { quotePerClient: { points: 1, durationSeconds: 60 } },
    });
    for (let call = 0; call < 3; call++) expect(await limits.tryConsume("quotePerClient", "a")).toBe(true);
    expect(await limits.tryConsume("quotePerClient", "a")).toBe(false);
  });

  it("surfaces a store failure instead of lifting the limit", async () => {
    const broken = new AbuseLimits({
      store: () =>
        ({
          consume: () => Promise.reject(new Error("store down")),
        }) as never,
    });
    await expect(broken.consume("quotePerClient", "a")).rejects.toThrow("store down");
  });

  it("keys accounts by tenant and lower-cased email", () => {
    expect(accountKey("fr", " Lea@Example.COM")).toBe("fr:lea@example.com");
  });
});
