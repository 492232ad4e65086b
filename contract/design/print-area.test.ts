import { describe, expect, it } from "vitest";
import { layerIssue, printAreaIssues, rotatedBounds } from "./print-area";
import type { Scene, SceneLayer, TextLayer } from "./scene.schemas";

/** A business card's name line as the templates place it: inside the safe area, unrotated. */
const NAME: TextLayer = {
  id: "name",
  type: "text",
  x: 8,
  y: 20,
  width: 69,
  height: 8,
  rotation: 0,
  text: "Jeanne Durand",
  font: "inter",
  weight: 700,
  sizePt: 14,
  color: "#101828",
  align: "left",
  lineHeight: 1.2,
};
const W = 85;
const H = 55;

const scene = (layers: SceneLayer[], back: SceneLayer[] = []): Scene => ({
  version: 1,
  format: { widthMm: W, heightMm: H, bleedMm: 2 },
  pages: [
    { background: "#ffffff", layers },
    { background: "#ffffff", layers: back },
  ],
});

describe("print area check", () => {
  it("passes a name inside the safe area", () => {
    expect(layerIssue(NAME, W, H)).toBeNull();
  });

  it("flags the name rotated to 55°: turned about its centre, it runs off the top", () => {
    expect(layerIssue({ ...NAME, rotation: 55 }, W, H)).toBe("trim");
  });

  it("tells a text only past the safe line from one past the trim", () => {
    expect(layerIssue({ ...NAME, x: 1.5 }, W, H)).toBe("safe");
    expect(layerIssue({ ...NAME, x: -1 }, W, H)).toBe("trim");
    expect(layerIssue({ ...NAME, y: H - 4 }, W, H)).toBe("trim");
  });

  it("measures a text by its ink, not its box: a short centred text in a full-width box is fine", () => {
    const centred: TextLayer = { ...NAME, x: 0, width: W, align: "center", text: "Jo" };
    expect(layerIssue(centred, W, H)).toBeNull();
    expect(layerIssue({ ...centred, align: "left" }, W, H)).toBe("safe");
  });

  it("checks pictures by their frame and leaves empty slots and shapes alone", () => {
    const picture: SceneLayer = {
      id: "logo",
      type: "image",
      imageId: "7c0e1f1e-3b7a-4f55-9d39-0f4f1b2a6c11",
      fit: "contain",
      x: 60,
      y: 5,
      width: 23.5,
      height: 12,
      rotation: 0,
    };
    expect(layerIssue(picture, W, H)).toBe("safe");
    expect(layerIssue({ ...picture, x: 70 }, W, H)).toBe("trim");
    expect(layerIssue({ ...picture, x: 70, imageId: null }, W, H)).toBeNull();
    const band: SceneLayer = {
      id: "band",
      type: "shape",
      shape: "rect",
      x: -2,
      y: -2,
      width: 89,
      height: 10,
      rotation: 0,
      fill: "#1570ef",
      stroke: null,
      strokeMm: 0,
      cornerMm: 0,
    };
    expect(layerIssue(band, W, H)).toBeNull();
  });

  it("lists every crossing layer with its side", () => {
    expect(printAreaIssues(scene([NAME], [{ ...NAME, id: "back", rotation: 55 }]))).toEqual([
      { page: 1, layerId: "back", issue: "trim" },
    ]);
  });

  it("turns boxes about the centre: a square at 45° grows by √2", () => {
    const bounds = rotatedBounds([{ left: 0, top: 0, right: 10, bottom: 10 }], 45, 5, 5);
    expect(bounds.right - bounds.left).toBeCloseTo(10 * Math.SQRT2, 6);
    expect(bounds.left).toBeCloseTo(5 - 5 * Math.SQRT2, 6);
  });
});
