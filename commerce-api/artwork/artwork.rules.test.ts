import { describe, expect, it } from "vitest";
import {
  artworkComplete,
  artworkRefusal,
  detectArtworkType,
  fileCheck,
  pngDimensions,
} from "./artwork.rules";

const png = (width: number, height: number) => {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
};
const text = (value: string) => new TextEncoder().encode(value);

describe("detectArtworkType", () => {
  it("recognises print files by their first bytes", () => {
    expect(detectArtworkType(text("%PDF-1.7\n…"))).toBe("pdf");
    expect(detectArtworkType(png(10, 10))).toBe("png");
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

describe("fileCheck", () => {
  it("sends back a small raster image only when the file check was bought", () => {
    expect(pngDimensions(png(400, 900))).toEqual({ width: 400, height: 900 });
    expect(fileCheck("png", png(400, 900), true)).toEqual({ status: "rejected", reason: "low_resolution" });
    expect(fileCheck("png", png(400, 900), false)).toEqual({ status: "accepted" });
    expect(fileCheck("png", png(1200, 800), true)).toEqual({ status: "accepted" });
    expect(fileCheck("pdf", text("%PDF-1.4"), true)).toEqual({ status: "accepted" });
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
