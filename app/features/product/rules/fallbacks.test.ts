import { describe, expect, it } from "vitest";
import { selectAvailablePriority, selectQuotedQuantity } from "./fallbacks";

describe("fallbacks", () => {
  it("falls back to the initial quantity, then the largest quoted", () => {
    expect(selectQuotedQuantity(500, 250, [250, 500])).toBe(500);
    expect(selectQuotedQuantity(300, 250, [250, 500])).toBe(250);
    expect(selectQuotedQuantity(300, 100, [250, 500])).toBe(500);
    expect(selectQuotedQuantity(300, 100, [])).toBeNull();
  });
  it("falls back to the first available priority", () => {
    expect(selectAvailablePriority("express", ["standard", "express"])).toBe("express");
    expect(selectAvailablePriority("express", ["economy", "standard"])).toBe("economy");
    expect(selectAvailablePriority(null, [])).toBeNull();
  });
});
