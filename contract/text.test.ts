import { describe, expect, it } from "vitest";
import { hasForbiddenCharacters, NOT_ALLOWED_MESSAGE, safeMultilineText, safeText } from "./text";

const char = (codePoint: number) => String.fromCodePoint(codePoint);
const REFUSED_EVERYWHERE = [
  0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f, 0x202a, 0x202b, 0x202c,
  0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
];

describe("safeText", () => {
  it("trims and keeps ordinary text in any script, accents, emoji and typographic marks included", () => {
    for (const value of [
      "Léa Bernard",
      "Ærøskøbing",
      "محمد",
      "東京都",
      "O’Brien & Sons — “Studio” 🎨",
      "12\u00a0rue",
    ])
      expect(safeText().parse(`  ${value} `)).toBe(value);
  });
  it("refuses NUL, other C0/C1 controls, DEL, tabs and line breaks, and bidi overrides/isolates", () => {
    for (const codePoint of [...REFUSED_EVERYWHERE, 0x09, 0x0a, 0x0d]) {
      const result = safeText().safeParse(`Mar${char(codePoint)}ie`);
      expect(result.success, codePoint.toString(16)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NOT_ALLOWED_MESSAGE);
    }
  });
  it("chains like z.string(): length limits and optional still apply", () => {
    const name = safeText().min(1).max(5).optional();
    expect(name.parse(undefined)).toBeUndefined();
    expect(name.safeParse("   ").success).toBe(false);
    expect(name.safeParse("toolong").success).toBe(false);
    expect(name.parse(" Léa ")).toBe("Léa");
  });
});

describe("safeMultilineText", () => {
  it("keeps line breaks and tabs inside the text", () => {
    expect(safeMultilineText().parse("Line one\r\nLine two\n\tindented ")).toBe(
      "Line one\r\nLine two\n\tindented",
    );
  });
  it("refuses the same controls and bidi characters as safeText", () => {
    for (const codePoint of REFUSED_EVERYWHERE)
      expect(safeMultilineText().safeParse(`note${char(codePoint)}`).success, codePoint.toString(16)).toBe(
        false,
      );
  });
});

describe("hasForbiddenCharacters", () => {
  it("tells the two rules apart", () => {
    expect(hasForbiddenCharacters("a\nb")).toBe(true);
    expect(hasForbiddenCharacters("a\nb", { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters("invoice\u202Efdp.exe", { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters("plain")).toBe(false);
  });
});
