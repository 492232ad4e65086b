import { describe, expect, it } from "vitest";
import { deepFreeze, RecentMap } from "./process-caches";

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
