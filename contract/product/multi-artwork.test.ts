import { describe, expect, it } from "vitest";
import {
  firstIncompleteArtwork,
  isMultiArtworkAvailable,
  isMultiArtworkCompleted,
  isMultiArtworkSelected,
} from "./multi-artwork";

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
  it("names the first design that stops add to cart: unnamed, uncounted or missing", () => {
    expect(firstIncompleteArtwork([{ name: "A", quantity: 2 }, { rolls: 1 }], 2)).toBeNull();
    expect(firstIncompleteArtwork([{ name: "A", quantity: 2 }, { name: "B" }], 2)).toBe(2);
    expect(
      firstIncompleteArtwork(
        [
          { name: "", quantity: 2 },
          { name: "B", quantity: 1 },
        ],
        2,
      ),
    ).toBe(1);
    expect(firstIncompleteArtwork([{ name: "A", quantity: 2 }], 3)).toBe(2);
  });
});
