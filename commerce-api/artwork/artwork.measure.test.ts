import { describe, expect, it } from "vitest";
import { jpegFile, pdfFile, pngFile, tiffFile } from "./artwork.fixtures";
import { jpegDpi, measureArtwork, pdfPageSize, pngDpi, tiffDpi } from "./artwork.measure";
import { inspectArtwork } from "./artwork.rules";

describe("artwork measures", () => {
  it("reads the resolution each raster format declares, and says so when it declares none", () => {
    expect(pngDpi(pngFile(800, 600, { dpi: 300 }))).toBe(300);
    expect(pngDpi(pngFile(800, 600))).toBeNull();
    expect(jpegDpi(jpegFile(64, 48, { dpi: 150 }))).toBe(150);
    expect(jpegDpi(jpegFile(64, 48))).toBeNull();
    expect(tiffDpi(tiffFile(64, 48, { dpi: 600 }))).toBe(600);
    expect(tiffDpi(tiffFile(64, 48, { dpi: 72, bigEndian: true }))).toBe(72);
    expect(tiffDpi(tiffFile(64, 48))).toBeNull();
  });

  it("keeps files with a resolution valid for the decoders", () => {
    for (const file of [
      pngFile(8, 8, { dpi: 300 }),
      jpegFile(8, 8, { dpi: 300 }),
      tiffFile(8, 8, { dpi: 300 }),
    ])
      expect(inspectArtwork(file).status).toBe("valid");
  });

  it("gives a PDF's page size in millimetres", () => {
    expect(pdfPageSize(pdfFile())).toEqual({ widthMm: 88.9, heightMm: 50.8 });
    expect(pdfPageSize(pdfFile({ mediaBox: "0 0 595.28 841.89" }))).toEqual({ widthMm: 210, heightMm: 297 });
    expect(pdfPageSize(new TextEncoder().encode("%PDF-1.4 no page"))).toBeNull();
  });

  it("measures by type: pixels and dpi for images, the page for a PDF", () => {
    const png = pngFile(1200, 800, { dpi: 300 });
    expect(measureArtwork(png, "png", { width: 1200, height: 800 })).toEqual({
      widthPx: 1200,
      heightPx: 800,
      dpi: 300,
      pageWidthMm: null,
      pageHeightMm: null,
    });
    expect(measureArtwork(pdfFile(), "pdf", null)).toMatchObject({ widthPx: null, pageWidthMm: 88.9 });
  });
});
