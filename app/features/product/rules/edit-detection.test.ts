import { describe, expect, it } from "vitest";
import { editedFields, hasLineItemChanged } from "./edit-detection";

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
