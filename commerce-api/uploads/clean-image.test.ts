import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegFile, pngFile } from "../artwork/artwork.fixtures";
import { pngBomb, pngWithHtmlTrailer, svgBomb, svgWithScript } from "./bomb.fixtures";
import { cleanSvg, reencodeRaster } from "./clean-image";
import { PIXEL_FLOOR } from "./upload-budget";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("raster images are re-encoded", () => {
  it("a PNG with an HTML trailer comes out as the same picture without it", async () => {
    const outcome = await reencodeRaster(pngWithHtmlTrailer(), "png", PIXEL_FLOOR);
    if (!outcome.ok) throw new Error("refused");
    expect(text(outcome.image.bytes)).not.toContain("<script");
    expect(text(outcome.image.bytes).endsWith("IEND\xaeB`\x82")).toBe(true);
    expect(outcome.image).toMatchObject({ width: 64, height: 64 });
    expect((await sharp(outcome.image.bytes).metadata()).format).toBe("png");
  });

  it("a JPEG keeps its size and loses its metadata", async () => {
    const withComment = Buffer.from(jpegFile(64, 48));
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x0f, ...Buffer.from("<html>hi</html>").subarray(0, 13)]);
    const input = new Uint8Array(
      Buffer.concat([withComment.subarray(0, 2), comment, withComment.subarray(2)]),
    );
    const outcome = await reencodeRaster(input, "jpeg", PIXEL_FLOOR);
    if (!outcome.ok) throw new Error("refused");
    expect(outcome.image).toMatchObject({ width: 64, height: 48 });
    expect(text(outcome.image.bytes)).not.toContain("<html>");
  });

  it("libvips refuses a bomb by its header even if nobody checked it first, without allocating it", async () => {
    const before = process.memoryUsage().rss;
    const outcome = await reencodeRaster(pngBomb(), "png", PIXEL_FLOOR);
    expect(outcome).toMatchObject({ ok: false, refusal: { reason: "pixels" } });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("garbage after a PNG signature is damaged, not a 500", async () => {
    const broken = new Uint8Array([...pngFile(32, 32).slice(0, 8), ...new TextEncoder().encode("<html>")]);
    expect(await reencodeRaster(broken, "png", PIXEL_FLOOR)).toEqual({
      ok: false,
      refusal: { reason: "damaged" },
    });
  });
});

describe("SVG is rewritten from resvg's tree", () => {
  it("drops scripts, event attributes and foreign objects, and keeps the drawing", () => {
    const outcome = cleanSvg(svgWithScript(), PIXEL_FLOOR);
    if (!outcome.ok) throw new Error("refused");
    const svg = new TextDecoder().decode(outcome.image.bytes);
    expect(svg).not.toMatch(/script|onload|onclick|foreignObject|alert/i);
    expect(svg).toContain('fill="#cc0000"');
    expect(outcome.image).toMatchObject({ width: 120, height: 60 });
  });

  it("refuses absurd declared sizes and proportions", () => {
    expect(cleanSvg(svgBomb(), PIXEL_FLOOR)).toMatchObject({ ok: false, refusal: { reason: "pixels" } });
    const sliver = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="5000" height="2"><rect width="5000" height="2"/></svg>',
    );
    expect(cleanSvg(sliver, PIXEL_FLOOR)).toMatchObject({ ok: false, refusal: { reason: "proportions" } });
  });

  it("refuses a PNG bomb embedded in the SVG, and drops external pictures", () => {
    const embedded = Buffer.from(pngBomb()).toString("base64");
    const svg = (href: string) =>
      new TextEncoder().encode(
        `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><image width="50" height="50" href="${href}"/><rect width="10" height="10"/></svg>`,
      );
    expect(cleanSvg(svg(`data:image/png;base64,${embedded}`), PIXEL_FLOOR)).toMatchObject({
      ok: false,
      refusal: { reason: "pixels", declared: 3_600_000_000 },
    });
    const small = Buffer.from(pngFile(16, 16)).toString("base64");
    const kept = cleanSvg(svg(`data:image/png;base64,${small}`), PIXEL_FLOOR);
    expect(kept.ok && new TextDecoder().decode(kept.image.bytes)).toContain("<image");
    const external = cleanSvg(svg("https://tracker.example/pixel.png"), PIXEL_FLOOR);
    expect(external.ok && new TextDecoder().decode(external.image.bytes)).not.toContain("<image");
  });

  it("something that is not SVG is damaged", () => {
    expect(cleanSvg(new TextEncoder().encode("<svg"), PIXEL_FLOOR)).toEqual({
      ok: false,
      refusal: { reason: "damaged" },
    });
  });
});
