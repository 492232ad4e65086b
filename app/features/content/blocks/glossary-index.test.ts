import { describe, expect, it } from "vitest";
import { groupGlossary, indexLetter, termId } from "./glossary-index";

describe("glossary index", () => {
  it("files accented terms under their base letter and symbols under #", () => {
    expect(indexLetter("Échelle")).toBe("E");
    expect(indexLetter("3D")).toBe("#");
  });

  it("sorts with the locale collation and groups by letter", () => {
    const groups = groupGlossary(
      [
        { term: "Grammage", definition: "" },
        { term: "Échelle", definition: "" },
        { term: "encre", definition: "" },
        { term: "3D", definition: "" },
      ],
      "fr",
    );
    expect(groups.map((g) => g.letter)).toEqual(["#", "E", "G"]);
    expect(groups[1]?.terms.map((t) => t.term)).toEqual(["Échelle", "encre"]);
  });

  it("builds stable fragment ids", () => {
    expect(termId("Fond perdu")).toBe("term-fond-perdu");
    expect(termId("Bon à tirer")).toBe("term-bon-a-tirer");
  });
});
