import { describe, expect, it } from "vitest";
import { designFormatOf, pagesForSides, sidesForPages } from "./formats";
import { sceneSchema } from "./scene.schemas";
import { pageToSvg } from "./scene-svg";
import { lineWidthMm, metricsOf, setText, unsupportedCharacters } from "./text-layout";
import { effectiveDpi, isLowResolution, mmToPt, mmToPx, ptToMm } from "./units";

describe("print units", () => {
  it("converts millimetres, points and pixels", () => {
    expect(mmToPt(25.4)).toBe(72);
    expect(ptToMm(72)).toBe(25.4);
    expect(mmToPt(85 + 4)).toBeCloseTo(252.28, 2);
    expect(mmToPx(25.4, 300)).toBe(300);
  });

  it("warns below 300 dpi at the printed size, on the coarser axis", () => {
    expect(effectiveDpi({ widthPx: 1004, heightPx: 650 }, { width: 85, height: 55 })).toBe(300);
    expect(effectiveDpi({ widthPx: 600, heightPx: 400 }, { width: 85, height: 55 })).toBe(179);
    expect(isLowResolution(299)).toBe(true);
    expect(isLowResolution(300)).toBe(false);
  });
});

describe("formats", () => {
  it("reads trim sizes and template families from the products' option values", () => {
    expect(designFormatOf("85x55")).toMatchObject({ widthMm: 85, heightMm: 55, bleedMm: 2, family: "card" });
    expect(designFormatOf("55x55")?.family).toBe("square");
    expect(designFormatOf("A5")).toMatchObject({ widthMm: 148, heightMm: 210, family: "flyer" });
    expect(designFormatOf("dl")?.family).toBe("dl");
    expect(designFormatOf("giant")).toBeNull();
    expect(sidesForPages(2)).toBe("4-4");
    expect(pagesForSides("4-0")).toBe(1);
  });
});

const text = { x: 0, y: 0, font: "inter", weight: 400, align: "left", lineHeight: 1.2 } as const;

describe("text setting", () => {
  it("measures by advance width: bold is wider, and width grows with size", () => {
    const regular = lineWidthMm("Camille Martin", metricsOf("inter", 400), 10);
    expect(lineWidthMm("Camille Martin", metricsOf("inter", 700), 10)).toBeGreaterThan(regular);
    expect(lineWidthMm("Camille Martin", metricsOf("inter", 400), 20)).toBeCloseTo(regular * 2, 6);
  });

  it("keeps a text that fits at its size, and aligns each line in the box", () => {
    const set = setText({ ...text, width: 80, height: 10, text: "Camille", sizePt: 10, align: "right" });
    expect(set).toMatchObject({ sizePt: 10, shrunk: false, overflows: false });
    const line = set.lines[0];
    expect((line?.x ?? 0) + (line?.width ?? 0)).toBeCloseTo(80, 6);
  });

  it("wraps at words, then shrinks in half points until the lines fit the box", () => {
    const long =
      "Ateliers gratuits, démonstrations et dégustation de produits locaux tout au long de la journée.";
    const set = setText({ ...text, width: 40, height: 12, text: long, sizePt: 12 });
    expect(set.shrunk).toBe(true);
    expect(set.overflows).toBe(false);
    expect(set.lines.length).toBeGreaterThan(1);
    expect(set.sizePt % 0.5).toBe(0);
    for (const line of set.lines) expect(line.width).toBeLessThanOrEqual(40);
  });

  it("says when even the smallest size overflows", () => {
    expect(setText({ ...text, width: 5, height: 2, text: "x".repeat(500), sizePt: 12 }).overflows).toBe(true);
  });

  it("names the characters a font can't print", () => {
    expect(unsupportedCharacters("Prix : 12 € – ok\n", "inter", 400)).toEqual([]);
    expect(unsupportedCharacters("漢字\u0007", "inter", 400)).toEqual(["漢", "字", "\u0007"]);
  });
});

describe("scene", () => {
  const scene = sceneSchema.parse({
    version: 1,
    format: { widthMm: 85, heightMm: 55, bleedMm: 2 },
    pages: [
      {
        background: "#ffffff",
        layers: [
          {
            type: "text",
            id: "t1",
            x: 5,
            y: 5,
            width: 60,
            height: 8,
            text: "A & <B>",
            font: "inter",
            sizePt: 10,
            color: "#111111",
          },
          { type: "image", id: "i1", x: 60, y: 30, width: 20, height: 20, imageId: null, rotation: 15 },
        ],
      },
    ],
  });

  it("fills defaults (weight, alignment, rotation) and draws the bleed around the trim box", () => {
    expect(scene.pages[0]?.layers[0]).toMatchObject({ weight: 400, align: "left", rotation: 0 });
    const svg = pageToSvg(scene, 0, { imageHref: () => null, guides: true, placeholderLabel: "Logo" });
    expect(svg).toContain('viewBox="-2 -2 89 59"');
    expect(svg).toContain("A &#38; &#60;B&#62;");
    expect(svg).toContain("rotate(15 70 40)");
    expect(svg).toContain("data-guides");
    // Without guides an empty picture slot draws nothing.
    expect(pageToSvg(scene, 0, { imageHref: () => null })).not.toContain("Logo");
  });

  it("cut at the trim, shows the card as it comes off the cutter (cart and order previews)", () => {
    const svg = pageToSvg(scene, 0, { imageHref: () => null, trimmed: true });
    expect(svg).toContain('viewBox="0 0 85 55" width="85mm" height="55mm"');
  });

  it("refuses duplicate layer ids and a bad colour", () => {
    const page = scene.pages[0];
    expect(
      sceneSchema.safeParse({ ...scene, pages: [{ ...page, layers: [page?.layers[0], page?.layers[0]] }] })
        .success,
    ).toBe(false);
    expect(sceneSchema.safeParse({ ...scene, pages: [{ ...page, background: "red" }] }).success).toBe(false);
  });
});
