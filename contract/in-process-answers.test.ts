import { describe, expect, it } from "vitest";
import { jsonValue } from "./in-process-answers";

describe("jsonValue", () => {
  it("gives what JSON's round trip gives: toJSON, no undefined, null for what JSON can't hold", () => {
    const value = {
      at: new Date("2026-11-27T10:00:00.000Z"),
      gone: undefined,
      call: () => 1,
      nan: Number.NaN,
      list: [1, undefined, () => 2, Number.POSITIVE_INFINITY, { deep: new Date(0) }],
      boxed: new String("text"),
      nested: { a: null, b: "b", 2: "two" },
      custom: { toJSON: (key: string) => `key ${key}` },
    };
    expect(jsonValue(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(Object.keys(jsonValue(value.nested) as object)).toEqual(["2", "a", "b"]);
  });

  it("copies: the result shares no object with its source", () => {
    const source = { a: { b: [1, { c: 2 }] } };
    const copy = jsonValue(source) as typeof source;
    expect(copy).toStrictEqual(source);
    expect(copy.a).not.toBe(source.a);
    expect(copy.a.b).not.toBe(source.a.b);
    expect(copy.a.b[1]).not.toBe(source.a.b[1]);
  });

  it("keeps a __proto__ key as an own key, as JSON.parse does", () => {
    const source = JSON.parse('{"__proto__":{"polluted":true}}');
    const copy = jsonValue(source) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(["__proto__"]);
    expect(copy).toStrictEqual(JSON.parse(JSON.stringify(source)));
  });

  it("refuses what JSON.stringify refuses", () => {
    expect(() => jsonValue({ n: 1n })).toThrow(TypeError);
  });
});
