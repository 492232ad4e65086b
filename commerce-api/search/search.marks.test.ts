import { describe, expect, it } from "vitest";
import { highlightMatches, snippetOfMatches } from "./search.marks";
import { fromMarked } from "./search.text";

describe("highlightMatches", () => {
  it("marks words by folded prefix or exact correction, keeping the original spelling", () => {
    const marked = highlightMatches("Étiquettes en rouleau, étiquette", [{ prefix: "etiquet" }]);
    expect(fromMarked(marked)).toEqual({
      text: "Étiquettes en rouleau, étiquette",
      matches: [
        [0, 10],
        [23, 32],
      ],
    });
    const corrected = highlightMatches("Flyers and flyer", [{ anyOf: ["flyer"] }]);
    expect(fromMarked(corrected).matches).toEqual([[11, 16]]);
  });

  it("leaves a text without matches unmarked", () => {
    expect(highlightMatches("Cartes de visite", [{ prefix: "flyer" }])).toBe("Cartes de visite");
  });
});

describe("snippetOfMatches", () => {
  const words = Array.from({ length: 40 }, (_, index) => `w${index}`);

  it("keeps a short text whole", () => {
    expect(fromMarked(snippetOfMatches("Fond perdu: la marge", [{ prefix: "perdu" }], 24))).toEqual({
      text: "Fond perdu: la marge",
      matches: [[5, 10]],
    });
  });

  it("cuts a long text around its matches, with ellipses where it was cut", () => {
    const text = [...words.slice(0, 30), "papier", ...words.slice(30)].join(" ");
    const snippet = fromMarked(snippetOfMatches(text, [{ prefix: "papier" }], 5));
    expect(snippet.text).toBe("…w28 w29 papier w30 w31…");
    expect(snippet.matches).toEqual([[9, 15]]);
  });

  it("starts at the beginning when nothing matches", () => {
    expect(snippetOfMatches(words.join(" "), [{ prefix: "zzz" }], 3)).toBe("w0 w1 w2…");
  });
});
