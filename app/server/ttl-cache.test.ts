import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache";

function setup() {
  let now = 0;
  const cache = new TtlCache<string>({ ttlMs: 100, maxStaleMs: 1000, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("TtlCache", () => {
  it("loads once for concurrent callers (single flight)", async () => {
    const { cache } = setup();
    const load = vi.fn(async () => "v1");
    const values = await Promise.all([cache.get("fr", load), cache.get("fr", load), cache.get("fr", load)]);
    expect(values).toEqual(["v1", "v1", "v1"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps keys apart", async () => {
    const { cache } = setup();
    expect(await cache.get("fr", async () => "fr")).toBe("fr");
    expect(await cache.get("en", async () => "en")).toBe("en");
  });

  it("serves fresh values without loading", async () => {
    const { cache, advance } = setup();
    await cache.get("fr", async () => "v1");
    advance(99);
    const load = vi.fn(async () => "v2");
    expect(await cache.get("fr", load)).toBe("v1");
    expect(load).not.toHaveBeenCalled();
  });

  it("serves a stale value while refreshing in the background", async () => {
    const { cache, advance } = setup();
    await cache.get("fr", async () => "v1");
    advance(150);
    expect(await cache.get("fr", async () => "v2")).toBe("v1");
    await Promise.resolve();
    expect(await cache.get("fr", async () => "v3")).toBe("v2");
  });

  it("waits for a fresh load once the value is too stale", async () => {
    const { cache, advance } = setup();
    await cache.get("fr", async () => "v1");
    advance(2000);
    expect(await cache.get("fr", async () => "v2")).toBe("v2");
  });

  it("does not cache failures", async () => {
    const { cache } = setup();
    await expect(cache.get("fr", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("fr", async () => "v1")).toBe("v1");
  });
});
