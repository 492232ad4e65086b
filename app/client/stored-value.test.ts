import { describe, expect, it } from "vitest";
import { readStored, writeStored } from "./stored-value";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("stored values", () => {
  it("keeps a value for 5 minutes by default", () => {
    const store = memoryStore();
    writeStored(store, "k", { path: "/x/" }, undefined, 0);
    expect(readStored(store, "k", 299_999)).toEqual({ path: "/x/" });
    expect(readStored(store, "k", 300_000)).toBeNull();
    expect(store.map.has("k")).toBe(false);
  });

  it.each([
    ["s", 30, 30_000],
    ["m", 2, 120_000],
    ["h", 1, 3_600_000],
    ["d", 7, 604_800_000],
  ] as const)("honours the %s unit", (unit, expiry, lifetime) => {
    const store = memoryStore();
    writeStored(store, "k", 1, { expiry, unit }, 1000);
    expect(readStored(store, "k", 1000 + lifetime - 1)).toBe(1);
    expect(readStored(store, "k", 1000 + lifetime)).toBeNull();
  });

  it("ignores and removes garbage", () => {
    const store = memoryStore();
    store.setItem("a", "{not json");
    store.setItem("b", JSON.stringify({ created: 0, value: 1, expiry: 1, unit: "weeks" }));
    expect(readStored(store, "a")).toBeNull();
    expect(readStored(store, "b")).toBeNull();
    expect(store.map.size).toBe(0);
  });
});
