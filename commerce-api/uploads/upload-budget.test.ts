import { describe, expect, it } from "vitest";
import { decodeJpeg, decodePng } from "../artwork/artwork.decode";
import { jpegFile, pdfFile, pngFile, tiffFile } from "../artwork/artwork.fixtures";
import { businessCards } from "../db/seed/catalogue/business-cards";
import { foldedLeaflets } from "../db/seed/catalogue/folded-leaflets";
import { pens } from "../db/seed/catalogue/pens";
import { posters } from "../db/seed/catalogue/posters";
import type { ProductSeed } from "../db/seed/catalogue/types";
import {
  jpegBomb,
  pdfPageCountBomb,
  pdfPageSizeBomb,
  pdfWithObjectStream,
  pngBomb,
  tiffBomb,
  tiffSecondPageBomb,
} from "./bomb.fixtures";
import { pdfDeclaration } from "./pdf-pages";
import { tiffPageSizes } from "./tiff-pages";
import {
  FIXED_BUDGET,
  largestPrintArea,
  MAX_PDF_PAGES,
  overBudget,
  PIXEL_FLOOR,
  productBudget,
} from "./upload-budget";

const definitionOf = (seed: ProductSeed) => seed.definition("fr");

describe("budget per product", () => {
  it("is the largest print size (bleed included) at 600 dpi, never below the floor", () => {
    expect(largestPrintArea(definitionOf(posters))).toEqual({ widthMm: 845, heightMm: 1193 });
    // A0 + bleed at 600 dpi: 19 961 × 28 182 pixels.
    expect(productBudget(definitionOf(posters)).maxPixels).toBe(19_961 * 28_182);
    // A business card at 600 dpi is 3 MP: the floor lets a camera's photo through.
    expect(productBudget(definitionOf(businessCards)).maxPixels).toBe(PIXEL_FLOOR);
    // A folded A4 leaflet prints flat, three panels wide.
    expect(largestPrintArea(definitionOf(foldedLeaflets))).toEqual({ widthMm: 634, heightMm: 301 });
    // Pens declare no print size: the fixed budget.
    expect(productBudget(definitionOf(pens))).toEqual(FIXED_BUDGET);
    expect(productBudget(null)).toEqual(FIXED_BUDGET);
  });
});

describe("declared sizes are refused before any decoding", () => {
  const budget = productBudget(definitionOf(posters));

  it("PNG and JPEG bombs decode structurally but declare 3.6 gigapixels", () => {
    const png = decodePng(pngBomb());
    const jpeg = decodeJpeg(jpegBomb());
    expect(png).toEqual({ width: 60_000, height: 60_000 });
    expect(jpeg).toEqual({ width: 60_000, height: 60_000 });
    expect(pngBomb().length).toBeLessThan(2_000);
    expect(overBudget({ images: [png as { width: number; height: number }] }, budget)).toMatchObject({
      reason: "pixels",
      declared: 3_600_000_000,
    });
    expect(overBudget({ images: [{ width: 8000, height: 6000 }] }, FIXED_BUDGET)).toBeNull();
    expect(overBudget({ images: [{ width: 8000, height: 7000 }] }, FIXED_BUDGET)).toMatchObject({
      reason: "pixels",
    });
  });

  it("TIFF: every page's directory is read, and a huge second page is found", () => {
    expect(tiffPageSizes(tiffFile(640, 480))).toEqual([{ width: 640, height: 480 }]);
    expect(tiffPageSizes(tiffFile(64, 48, { bigEndian: true }))).toEqual([{ width: 64, height: 48 }]);
    expect(tiffPageSizes(tiffBomb())).toEqual([{ width: 60_000, height: 60_000 }]);
    const pages = tiffPageSizes(tiffSecondPageBomb());
    expect(pages).toEqual([
      { width: 8, height: 8 },
      { width: 60_000, height: 60_000 },
    ]);
    expect(overBudget({ images: pages ?? [] }, budget)?.reason).toBe("pixels");
  });

  it("TIFF: a directory chain that loops back is unreadable, not endless", () => {
    const looped = tiffFile(8, 8);
    const view = new DataView(looped.buffer);
    const entries = view.getUint16(8, true);
    view.setUint32(10 + entries * 12, 8, true); // the next directory is the first one again
    expect(tiffPageSizes(looped)).toBeNull();
  });

  it("PDF: the page tree's count and the largest page, also inside compressed object streams", () => {
    expect(pdfDeclaration(pdfFile())).toEqual({ pages: 1, largestPageSideMm: expect.closeTo(88.9, 1) });
    expect(pdfDeclaration(pdfWithObjectStream(3)).pages).toBe(3);
    const counted = pdfDeclaration(pdfPageCountBomb());
    expect(counted.pages).toBe(50_000_000);
    expect(overBudget(counted, budget)).toEqual({
      reason: "pages",
      declared: 50_000_000,
      max: MAX_PDF_PAGES,
    });
    expect(overBudget(pdfDeclaration(pdfWithObjectStream(5_000_000)), budget)?.reason).toBe("pages");
    const huge = pdfDeclaration(pdfPageSizeBomb());
    expect(huge.largestPageSideMm).toBeGreaterThan(100_000_000);
    expect(overBudget(huge, budget)?.reason).toBe("page_size");
    expect(overBudget(pdfDeclaration(pdfFile({ mediaBox: "0 0 2384 3370" })), budget)).toBeNull(); // A0
  });

  it("PDF: reading a file that claims millions of pages costs no more than reading its bytes", () => {
    const started = performance.now();
    pdfDeclaration(pdfPageCountBomb(2_000_000_000));
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("keeps ordinary files within every budget", () => {
    for (const image of [decodePng(pngFile(2000, 3000)), decodeJpeg(jpegFile(640, 480))])
      expect(overBudget({ images: [image as { width: number; height: number }] }, FIXED_BUDGET)).toBeNull();
  });
});
