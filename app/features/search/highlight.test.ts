import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight";

describe("highlightSegments", () => {
  it("splits text into marked and plain segments", () => {
    expect(highlightSegments({ text: "Les cartes de visite", matches: [[4, 10]] })).toEqual([
      { text: "Les ", mark: false },
      { text: "cartes", mark: true },
      { text: " de visite", mark: false },
    ]);
  });

  it("keeps every character once whatever the ranges", () => {
    const text = "<b>flyers</b>";
    for (const matches of [
      [
        [-3, 2],
        [1, 5],
        [20, 30],
        [8, 4],
      ],
      [
        [3, 9],
        [3, 9],
      ],
      [],
    ] as [number, number][][]) {
      expect(
        highlightSegments({ text, matches })
          .map((segment) => segment.text)
          .join(""),
      ).toBe(text);
    }
  });
});
