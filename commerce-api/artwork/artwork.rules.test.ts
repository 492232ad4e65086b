import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { jpegFile, pdfFile, pngFile, tiffFile } from "./artwork.fixtures";
import {
  artworkComplete,
  artworkRefusal,
  damagedArtworkMessage,
  detectArtworkType,
  fileCheck,
  inspectArtwork,
} from "./artwork.rules";

const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const status = (bytes: Uint8Array) => inspectArtwork(bytes).status;

/** A copy of a PNG with IHDR bytes changed and, unless told otherwise, its CRC made right again. */
function editIhdr(bytes: Uint8Array, at: number, values: number[], fixCrc = true): Uint8Array {
  const copy = new Uint8Array(bytes);
  copy.set(values, at);
  if (fixCrc) new DataView(copy.buffer).setUint32(29, crc32(copy.subarray(12, 29)));
  return copy;
}

describe("detectArtworkType", () => {
  it("recognises print files by their first bytes", () => {
    expect(detectArtworkType(text("%PDF-1.7\n…"))).toBe("pdf");
    expect(detectArtworkType(pngFile(10, 10))).toBe("png");
    expect(detectArtworkType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(detectArtworkType(new Uint8Array([0x49, 0x49, 0x2a, 0x00]))).toBe("tiff");
    expect(detectArtworkType(new Uint8Array([0x4d, 0x4d, 0x00, 0x2a]))).toBe("tiff");
  });
  it("refuses what only claims to be one", () => {
    expect(detectArtworkType(text("<html>not a pdf"))).toBeNull();
    expect(detectArtworkType(text("%PD"))).toBeNull();
    expect(detectArtworkType(new Uint8Array())).toBeNull();
  });
});

describe("inspectArtwork: genuine files", () => {
  it("decodes each format and returns the pixel size of raster images", () => {
    expect(inspectArtwork(pngFile(2000, 3000))).toEqual({
      status: "valid",
      type: "png",
      dimensions: { width: 2000, height: 3000 },
    });
    expect(inspectArtwork(jpegFile(1201, 17))).toEqual({
      status: "valid",
      type: "jpeg",
      dimensions: { width: 1201, height: 17 },
    });
    expect(inspectArtwork(tiffFile(9, 7))).toMatchObject({
      type: "tiff",
      dimensions: { width: 9, height: 7 },
    });
    expect(inspectArtwork(tiffFile(70000, 2, { bigEndian: true, longSizes: true }))).toMatchObject({
      type: "tiff",
      dimensions: { width: 70000, height: 2 },
    });
    expect(inspectArtwork(pdfFile())).toEqual({ status: "valid", type: "pdf", dimensions: null });
  });
  it("tolerates what real files carry: JPEG fill bytes and trailing data, PDF trailing whitespace", () => {
    const jpeg = jpegFile(640, 480);
    const padded = concat(jpeg.subarray(0, 2), new Uint8Array([0xff]), jpeg.subarray(2), text("trailer"));
    expect(status(padded)).toBe("valid");
    expect(status(concat(pdfFile(), text("\n".repeat(500))))).toBe("valid");
  });
});

describe("inspectArtwork: files that only start like one", () => {
  const png = pngFile(800, 600);
  it("refuses a PNG signature followed by garbage, a bad IHDR, or a file cut off", () => {
    expect(status(concat(png.subarray(0, 8), text("garbage that is long enough to be a header")))).toBe(
      "damaged",
    );
    expect(status(editIhdr(png, 16, [0, 0, 9, 9], false))).toBe("damaged"); // CRC no longer matches
    expect(status(editIhdr(png, 16, [0, 0, 0, 0]))).toBe("damaged"); // width 0
    expect(status(editIhdr(png, 24, [3]))).toBe("damaged"); // bit depth 3 doesn't exist
    expect(status(editIhdr(png, 25, [3]))).toBe("damaged"); // indexed colour without a palette
    expect(status(png.subarray(0, 33))).toBe("damaged"); // IHDR alone
    expect(status(png.subarray(0, png.length - 20))).toBe("damaged"); // cut inside the data
    expect(status(png.subarray(0, png.length - 12))).toBe("damaged"); // no IEND
    const corrupted = new Uint8Array(png);
    corrupted[45] = (corrupted[45] ?? 0) ^ 0xff; // a byte of the compressed image data
    expect(status(corrupted)).toBe("damaged");
  });
  it("refuses a JPEG without a frame header before its scan, or cut off", () => {
    const jpeg = jpegFile(640, 480);
    expect(status(concat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), text("garbage")))).toBe("damaged");
    expect(status(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBe("damaged");
    const sof = jpeg.indexOf(0xc0, 2) - 1; // FF C0, then 11 bytes of length and frame header
    const withoutFrame = concat(jpeg.subarray(0, sof), jpeg.subarray(sof + 13));
    expect(status(withoutFrame)).toBe("damaged");
    expect(status(jpeg.subarray(0, jpeg.length - 2))).toBe("damaged"); // no end-of-image marker
    expect(status(jpeg.subarray(0, sof + 6))).toBe("damaged"); // cut inside the frame header
    const zeroWidth = new Uint8Array(jpeg);
    zeroWidth.set([0, 0], sof + 7);
    expect(status(zeroWidth)).toBe("damaged");
  });
  it("refuses a TIFF header without a readable first directory or without its size", () => {
    const tiff = tiffFile(9, 7);
    expect(status(new Uint8Array([0x49, 0x49, 0x2a, 0x00]))).toBe("damaged");
    expect(status(concat(new Uint8Array([0x49, 0x49, 0x2a, 0x00, 0xff, 0, 0, 0]), text("garbage")))).toBe(
      "damaged",
    );
    expect(status(tiff.subarray(0, 40))).toBe("damaged"); // directory cut off
    const noWidth = new Uint8Array(tiff);
    noWidth.set([0x2d, 0x01], 10); // tag 301, unknown to us: ImageWidth is gone
    expect(status(noWidth)).toBe("damaged");
  });
  it("refuses a PDF without its end-of-file marker near the end", () => {
    expect(status(text("%PDF-1.4"))).toBe("damaged");
    expect(status(text("%PDF-x\n%%EOF"))).toBe("damaged");
    const pdf = pdfFile();
    expect(status(pdf.subarray(0, pdf.length - 10))).toBe("damaged");
    expect(status(concat(pdf, new Uint8Array(2000).fill(0x41)))).toBe("damaged");
  });
  it("says which format the file failed to be", () => {
    expect(inspectArtwork(png.subarray(0, 40))).toEqual({ status: "damaged", type: "png" });
    expect(inspectArtwork(text("<html>"))).toEqual({ status: "unsupported" });
    expect(damagedArtworkMessage("png")).toBe(
      "This file is not a valid PNG image: it may be damaged or cut off",
    );
    expect(damagedArtworkMessage("pdf")).toBe(
      "This file is not a valid PDF document: it may be damaged or cut off",
    );
  });
});

describe("fileCheck", () => {
  it("sends back a small raster image only when the file check was bought", () => {
    expect(fileCheck({ width: 400, height: 900 }, true)).toEqual({
      status: "rejected",
      reason: "low_resolution",
    });
    expect(fileCheck({ width: 400, height: 900 }, false)).toEqual({ status: "accepted" });
    expect(fileCheck({ width: 1200, height: 800 }, true)).toEqual({ status: "accepted" });
    expect(fileCheck(null, true)).toEqual({ status: "accepted" }); // a PDF
  });
  it("checks the decoded size of every raster format", () => {
    for (const file of [pngFile(599, 2000), jpegFile(2000, 599), tiffFile(599, 599)]) {
      const inspected = inspectArtwork(file);
      expect(inspected.status).toBe("valid");
      if (inspected.status === "valid")
        expect(fileCheck(inspected.dimensions, true)).toEqual({
          status: "rejected",
          reason: "low_resolution",
        });
    }
  });
});

describe("artworkRefusal and artworkComplete", () => {
  it("takes files before production only, and not for design-service lines", () => {
    expect(artworkRefusal("awaiting_artwork", "upload")).toBeNull();
    expect(artworkRefusal("file_check", "dex")).toBeNull();
    expect(artworkRefusal("in_production", "upload")).toBe("ORDER_LOCKED");
    expect(artworkRefusal("cancelled", "upload")).toBe("ORDER_LOCKED");
    expect(artworkRefusal("awaiting_artwork", "hds")).toBe("DESIGN_SERVICE");
  });
  it("is complete when every set of every file line has an accepted file", () => {
    const lines = [
      { id: "a", sets: 2, takesFile: true },
      { id: "b", sets: 1, takesFile: false },
    ];
    expect(artworkComplete(lines, [{ lineItemId: "a", setIndex: 0, status: "accepted" }])).toBe(false);
    expect(
      artworkComplete(lines, [
        { lineItemId: "a", setIndex: 0, status: "accepted" },
        { lineItemId: "a", setIndex: 1, status: "rejected" },
      ]),
    ).toBe(false);
    expect(
      artworkComplete(lines, [
        { lineItemId: "a", setIndex: 0, status: "accepted" },
        { lineItemId: "a", setIndex: 1, status: "accepted" },
      ]),
    ).toBe(true);
  });
});
