import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFRef } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pngFile } from "../artwork/artwork.fixtures";
import { renderDesignPdf } from "./render-pdf";
import { buildTemplates } from "./templates";

const inflated = (bytes: Uint8Array) => {
  try {
    return inflateSync(bytes).toString("latin1");
  } catch {
    return Buffer.from(bytes).toString("latin1");
  }
};

/**
 * The page text as each embedded font's ToUnicode map reads it (pdfkit writes glyph ids in hex, and
 * ids only mean something within their font): one decoding per font.
 */
function textByFont(pdf: PDFDocument, streams: string[]): string[] {
  const maps: Map<string, string>[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const body = inflated(object.contents);
    if (!body.includes("beginbfrange")) continue;
    const map = new Map<string, string>();
    for (const range of body.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
      const start = Number.parseInt(range[1] ?? "0", 16);
      for (const [index, entry] of [...(range[3] ?? "").matchAll(/<([0-9a-f]+)>/gi)].entries())
        map.set(
          (start + index).toString(16).padStart(4, "0"),
          String.fromCharCode(Number.parseInt(entry[1] ?? "0", 16)),
        );
    }
    maps.push(map);
  }
  const strings = streams.join("\n").match(/\[[^\]]*\] TJ|<[0-9a-f]+> Tj/gi) ?? [];
  return maps.map((map) =>
    strings
      .map((run) =>
        [...run.matchAll(/<([0-9a-f]+)>/gi)]
          .map(
            (hex) =>
              (hex[1] ?? "")
                .match(/.{4}/g)
                ?.map((code) => map.get(code) ?? "?")
                .join("") ?? "",
          )
          .join(""),
      )
      .join("|"),
  );
}

describe("print PDF of a design", () => {
  const template = buildTemplates("fr").find((candidate) => candidate.id === "classic-blue-85x55");
  if (!template) throw new Error("missing template");

  it("has one page per side at trim size plus bleed, with TrimBox and BleedBox, embedded fonts and the text", async () => {
    const scene = structuredClone(template.scene);
    const logo = scene.pages[0]?.layers.find((layer) => layer.type === "image");
    if (logo?.type === "image") logo.imageId = "00000000-0000-4000-8000-000000000001";
    const bytes = await renderDesignPdf(
      scene,
      new Map([["00000000-0000-4000-8000-000000000001", { type: "png", bytes: pngFile(1200, 800) }]]),
      { title: "Cartes", author: "Test" },
    );
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const page = pdf.getPage(0);
    // 85 × 55 mm + 2 mm bleed each side = 89 × 59 mm = 252.28 × 167.24 pt.
    expect(page.getMediaBox().width).toBeCloseTo(252.28, 1);
    expect(page.getMediaBox().height).toBeCloseTo(167.24, 1);
    expect(page.getBleedBox()).toEqual(page.getMediaBox());
    const trim = page.getTrimBox();
    expect(trim.x).toBeCloseTo(5.67, 1);
    expect(trim.width).toBeCloseTo(240.94, 1);
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw).toContain("/FontFile2");
    expect(raw).toMatch(/\/Subtype \/Image[\s\S]*\/Width 1200/);
    const contents = pdf.getPages().map((p) => {
      const ref = p.node.get(PDFName.of("Contents"));
      const refs = ref instanceof PDFArray ? ref.asArray() : [ref];
      return refs.map((r) => inflated((pdf.context.lookup(r as PDFRef) as PDFRawStream).contents)).join("\n");
    });
    const texts = textByFont(pdf, contents);
    expect(texts.some((text) => text.includes("Camille Martin"))).toBe(true);
    expect(texts.some((text) => text.includes("Atelier Martin"))).toBe(true);
  });
});
