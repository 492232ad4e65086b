import { describe, expect, it } from "vitest";
import { sceneSchema } from "../../contract/design/scene.schemas";
import { PREVIEW_WIDTH_PX, renderPreviewPng } from "./render-preview";

/** A PNG's size from its IHDR chunk (bytes 16–23, big-endian). */
function pngSize(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("design preview picture", () => {
  it("is cut at the trim: a card's preview has the card's proportions, not the bleed's (issue 38 §5)", () => {
    const scene = sceneSchema.parse({
      version: 1,
      format: { widthMm: 85, heightMm: 55, bleedMm: 2 },
      pages: [{ background: "#ffffff", layers: [] }],
    });
    const { width, height } = pngSize(renderPreviewPng(scene, new Map()));
    expect(width).toBe(PREVIEW_WIDTH_PX);
    // 480 × 55 / 85 ≈ 311; with the bleed it was 480 × 59 / 89 ≈ 318.
    expect(height).toBe(Math.round((PREVIEW_WIDTH_PX * 55) / 85));
  });
});
