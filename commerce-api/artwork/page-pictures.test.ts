import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pdfFile, tiffFile } from "./artwork.fixtures";
import { pdfPagePictures, tiffPagePictures } from "./page-pictures";

describe("page pictures", () => {
  it("draws a PDF's page 480 px wide with pdftoppm", async () => {
    const pictures = await pdfPagePictures(pdfFile({ mediaBox: "0 0 144 288" }));
    expect(pictures).toHaveLength(1);
    const meta = await sharp(pictures?.[0]).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 480, 960]);
  });

  it("draws nothing of a PDF poppler can't read, and nothing without pdftoppm", async () => {
    const broken = new Uint8Array(Buffer.from("%PDF-1.4\nno pages\n%%EOF\n", "latin1"));
    expect(await pdfPagePictures(broken)).toEqual([]);
    expect(await pdfPagePictures(pdfFile(), "pdftoppm-not-installed")).toBeNull();
  });

  it("draws a TIFF with sharp, and nothing of one it can't decode", async () => {
    const [picture] = await tiffPagePictures(tiffFile(200, 100));
    expect((await sharp(picture).metadata()).width).toBe(200);
    expect(await tiffPagePictures(new Uint8Array([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0]))).toEqual([]);
  });
});
