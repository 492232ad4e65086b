import { describe, expect, it } from "vitest";
import { defaultsAfterAdd, defaultsAfterDelete, postalCodeMatches } from "./address.rules";

describe("address rules", () => {
  it("checks postal codes against the country pattern", () => {
    expect(postalCodeMatches("75011", "^\\d{5}$")).toBe(true);
    expect(postalCodeMatches("7501", "^\\d{5}$")).toBe(false);
    expect(postalCodeMatches("sw1a 1aa", "^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$")).toBe(true);
    expect(postalCodeMatches("75011", undefined)).toBe(false);
    expect(postalCodeMatches("75011", "([")).toBe(false);
  });

  it("makes the first address of a type its default, and keeps an existing default", () => {
    expect(defaultsAfterAdd({ shipping: null, billing: "b1" }, "shipping", "s1")).toEqual({
      shipping: "s1",
      billing: "b1",
    });
    expect(defaultsAfterAdd({ shipping: "s1", billing: null }, "shipping", "s2")).toEqual({
      shipping: "s1",
      billing: null,
    });
  });

  it("moves the default to the newest remaining address when the default is deleted", () => {
    const defaults = { shipping: "s1", billing: "b1" };
    expect(defaultsAfterDelete(defaults, "shipping", "s1", ["s3", "s2"])).toEqual({
      shipping: "s3",
      billing: "b1",
    });
    expect(defaultsAfterDelete(defaults, "shipping", "s1", [])).toEqual({ shipping: null, billing: "b1" });
    expect(defaultsAfterDelete(defaults, "shipping", "s2", ["s1"])).toBe(defaults);
  });
});
