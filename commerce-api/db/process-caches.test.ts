import { describe, expect, it } from "vitest";
import { deepFreeze, freshFor, RecentMap } from "./process-caches";

describe("RecentMap", () => {
  it("drops the least recently used entry when full; a read counts as a use", () => {
    const map = new RecentMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("a")).toBe(1);
    map.set("c", 3);
    expect(map.get("b")).toBeUndefined();
    expect(map.get("a")).toBe(1);
    expect(map.get("c")).toBe(3);
    expect(map.size).toBe(2);
  });
});

describe("deepFreeze", () => {
  it("freezes nested objects and arrays", () => {
    const value = deepFreeze({ list: [{ n: 1 }] });
    expect(() => value.list.push({ n: 2 })).toThrow(TypeError);
    expect(Object.isFrozen(value.list[0])).toBe(true);
  });
});

describe("freshFor", () => {
  it("loads once per database and key while fresh; keeps neither a refused value nor a failure", async () => {
    const loads: string[] = [];
    const cached = freshFor(
      1_000,
      async (_db: object, key: string) => {
        loads.push(key);
        if (key === "broken") throw new Error("down");
        return key === "nobody" ? null : key.toUpperCase();
      },
      (value) => value !== null,
    );
    const db = {};
    expect(await cached(db, "fr", 0)).toBe("FR");
    expect(await cached(db, "fr", 999)).toBe("FR");
    expect(await cached({}, "fr", 999)).toBe("FR");
    expect(await cached(db, "fr", 1_000)).toBe("FR");
    expect(await cached(db, "nobody", 0)).toBeNull();
    expect(await cached(db, "nobody", 1)).toBeNull();
    await expect(cached(db, "broken", 0)).rejects.toThrow("down");
    await expect(cached(db, "broken", 1)).rejects.toThrow("down");
    // Another database, a stale entry, a refused value and a failure each asked again.
    expect(loads).toEqual(["fr", "fr", "fr", "nobody", "nobody", "broken", "broken"]);
  });
});
