import { describe, expect, it } from "vitest";
import { cellValue, parseCell, productPathOf } from "./price-grid-cell";

describe("price grid cells", () => {
  it("round-trips a cell", () => {
    expect(parseCell(cellValue({ quantity: 500, priority: "express" }))).toEqual({
      quantity: 500,
      priority: "express",
    });
  });

  it.each([null, "", "0:standard", "500", "500:", ":express", "500:Express", "123456789:standard", "5:a b"])(
    "refuses %s",
    (raw) => {
      expect(parseCell(raw)).toBeNull();
    },
  );
});

describe("productPathOf", () => {
  it("takes a canonical site path", () => {
    expect(productPathOf(new URLSearchParams("product=/cartes-de-visite/standard/"))).toBe(
      "/cartes-de-visite/standard/",
    );
  });

  it.each([
    "",
    "product=",
    "product=https://evil.example/",
    "product=//evil.example/",
    "product=/a/../b/",
    "product=/A/",
  ])("refuses %s", (query) => {
    expect(productPathOf(new URLSearchParams(query))).toBeNull();
  });
});
