import { describe, expect, it } from "vitest";
import { editedFields, hasLineItemChanged } from "./edit-detection";
import { selectAvailablePriority, selectQuotedQuantity } from "./fallbacks";
import { isMultiArtworkAvailable, isMultiArtworkCompleted, isMultiArtworkSelected } from "./multi-artwork";
import { decodeBase64UrlJson, encodeBase64UrlJson, MISSING_PRECONFIGURED_URL } from "./preconfigured";
import { offeredQuantities, quantityProblem } from "./quantity";

const list = { mode: "list" as const, list: [100, 250, 500], min: 100, max: 500, increment: 50 };
const range = { mode: "range" as const, list: [1, 5], min: 1, max: 500, increment: 1 };
const free = { mode: "free" as const, list: [50, 100], min: 50, max: 20000, increment: 50 };

describe("quantity", () => {
  it("accepts listed quantities only in list mode", () => {
    expect(quantityProblem(list, 250)).toBeNull();
    expect(quantityProblem(list, 300)).toBe("not_listed");
  });
  it("checks range bounds and steps", () => {
    expect(quantityProblem(range, 0)).toBe("not_positive");
    expect(quantityProblem(range, -5)).toBe("not_positive");
    expect(quantityProblem(range, 501)).toBe("above_max");
    expect(quantityProblem(range, 2.5)).toBe("off_step");
    expect(quantityProblem(range, 1e12)).toBe("above_max");
    expect(quantityProblem(range, Number.NaN)).toBe("not_a_number");
    expect(quantityProblem({ ...range, min: 0.5, increment: 0.5 }, 1.5)).toBeNull();
  });
  it("lets free mode add the user's own quantity", () => {
    expect(quantityProblem(free, 1250)).toBeNull();
    expect(quantityProblem(free, 1275)).toBe("off_step");
    expect(offeredQuantities(free, 1250)).toEqual([50, 100, 1250]);
    expect(offeredQuantities(list, 300)).toEqual([100, 250, 500]);
  });
});

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

describe("multi-artwork", () => {
  it("is available with a visible sets feature", () => {
    expect(isMultiArtworkAvailable([{ name: "sets" }])).toBe(true);
    expect(isMultiArtworkAvailable([{ name: "Sets", customSelections: { hidden: true } }])).toBe(false);
    expect(isMultiArtworkAvailable([{ name: "format" }])).toBe(false);
  });
  it("is selected above one set and completed when every row is filled", () => {
    expect(isMultiArtworkSelected("2")).toBe(true);
    expect(isMultiArtworkSelected(1)).toBe(false);
    expect(isMultiArtworkCompleted([{ name: "A", quantity: 2 }, { rolls: 1 }], 2)).toBe(true);
    expect(isMultiArtworkCompleted([{ name: "A", quantity: 0 }], 1)).toBe(false);
    expect(isMultiArtworkCompleted([{ name: " ", quantity: 3 }], 1)).toBe(false);
    expect(isMultiArtworkCompleted([{ name: "A", quantity: 1 }], 2)).toBe(false);
    expect(isMultiArtworkCompleted([])).toBe(false);
  });
});

describe("edit detection", () => {
  const original = {
    attributes: { a: "1", b: "2" },
    quantity: 100,
    uploadType: "upload",
    deliveryOption: "standard",
    fileCheck: false,
  };
  it("ignores attribute order and detects each change", () => {
    expect(hasLineItemChanged(original, { ...original, attributes: { b: "2", a: "1" } })).toBe(false);
    expect(
      editedFields(original, { ...original, attributes: { a: "1" }, quantity: 250, fileCheck: true }),
    ).toEqual(["attributes", "quantity", "fileCheck"]);
    expect(hasLineItemChanged(original, { ...original, uploadType: "hds" })).toBe(true);
    expect(hasLineItemChanged(original, { ...original, deliveryOption: "express" })).toBe(true);
  });
});

describe("preconfigured base64url", () => {
  it("round-trips JSON including non-ASCII text", () => {
    const value = { selectedAttributes: { format: "a5" }, jobName: "Café ✓" };
    expect(decodeBase64UrlJson(encodeBase64UrlJson(value))).toEqual({ ok: true, value });
  });
  it("rejects missing and garbage values without throwing", () => {
    expect(decodeBase64UrlJson("")).toEqual({ ok: false, error: MISSING_PRECONFIGURED_URL });
    expect(decodeBase64UrlJson(null)).toEqual({ ok: false, error: MISSING_PRECONFIGURED_URL });
    expect(decodeBase64UrlJson("%%%").ok).toBe(false);
    expect(decodeBase64UrlJson("bm90IGpzb24").ok).toBe(false); // "not json"
    expect(decodeBase64UrlJson("_-_-").ok).toBe(false); // invalid UTF-8
    expect(decodeBase64UrlJson("a".repeat(10000)).ok).toBe(false);
  });
});
