import { describe, expect, it } from "vitest";
import {
  decodeCursor,
  encodeCursor,
  foldWord,
  fromMarked,
  isTypoOf,
  MARK_CLOSE,
  MARK_OPEN,
  matchExpression,
  planQuery,
  stem,
  tokenize,
  type Vocabulary,
  withinOneEdit,
} from "./search.text";

const vocabulary = (terms: string[]): Vocabulary => ({
  hasPrefix: (prefix) => terms.some((term) => term.startsWith(prefix)),
  longTerms: () => terms.filter((term) => term.length >= 5),
});

describe("search text rules", () => {
  it("folds case and accents like the index tokenizer", () => {
    expect(foldWord("Étiquette")).toBe("etiquette");
    expect(tokenize("Cartes de visite : 85 x 55 mm, l'été")).toEqual([
      "cartes",
      "de",
      "visite",
      "85",
      "x",
      "55",
      "mm",
      "l",
      "ete",
    ]);
  });

  it("counts one insertion, deletion, substitution or swap as one edit", () => {
    expect(withinOneEdit("flyer", "flyers")).toBe(true);
    expect(withinOneEdit("flyrs", "flyers")).toBe(true);
    expect(withinOneEdit("fylers", "flyers")).toBe(true);
    expect(withinOneEdit("flxers", "flyers")).toBe(true);
    expect(withinOneEdit("flyrs", "flyer")).toBe(false);
    expect(withinOneEdit("fly", "flyers")).toBe(false);
  });

  it("tolerates one typo against terms of 5+ letters, also while typing", () => {
    expect(isTypoOf("flyr", "flyers")).toBe(true);
    expect(isTypoOf("etiqutte", "etiquette")).toBe(true);
    expect(isTypoOf("postr", "poster")).toBe(true);
    expect(isTypoOf("cart", "carte")).toBe(true);
    expect(isTypoOf("pen", "pens")).toBe(false); // too short to correct
    expect(isTypoOf("stylo", "style")).toBe(true);
    expect(isTypoOf("abcd", "flyers")).toBe(false);
  });

  it("stems plurals to a prefix", () => {
    expect(stem("cartes")).toBe("carte");
    expect(stem("cards")).toBe("card");
    expect(stem("bus")).toBe("bus");
  });

  it("plans known words as prefixes and unknown ones as their corrections", () => {
    const terms = ["cartes", "de", "visite", "flyers", "flyer", "fleur"];
    expect(planQuery("Cartes visite", vocabulary(terms))).toEqual([
      { prefix: "carte" },
      { prefix: "visite" },
    ]);
    expect(planQuery("flyr", vocabulary(terms))).toEqual([{ anyOf: ["flyers", "flyer"] }]);
    expect(planQuery("zzzz", vocabulary(terms))).toEqual([{ anyOf: [] }]);
  });

  it("builds an AND of prefixes and alternatives, or nothing when a word matches nothing", () => {
    expect(matchExpression([{ prefix: "carte" }, { anyOf: ["flyer", "flyers"] }])).toBe(
      '"carte"* AND ("flyer" OR "flyers")',
    );
    expect(matchExpression([{ prefix: "carte" }, { anyOf: [] }])).toBeNull();
    expect(matchExpression([])).toBeNull();
  });

  it("turns marked text into plain text and merged ranges", () => {
    const marked = `Les ${MARK_OPEN}cartes${MARK_CLOSE}${MARK_OPEN} de${MARK_CLOSE} visite`;
    expect(fromMarked(marked)).toEqual({ text: "Les cartes de visite", matches: [[4, 13]] });
    expect(fromMarked(`${MARK_OPEN}${MARK_CLOSE}a`)).toEqual({ text: "a", matches: [] });
  });

  it("reads back only cursors it wrote", () => {
    expect(decodeCursor(encodeCursor(20))).toBe(20);
    expect(decodeCursor("bm9wZQ")).toBeNull();
    expect(decodeCursor(Buffer.from('{"o":-1}').toString("base64url"))).toBeNull();
    expect(decodeCursor(Buffer.from('{"o":99999999}').toString("base64url"))).toBeNull();
  });
});
