import { describe, expect, it } from "vitest";
import { newImageLayer, newShapeLayer } from "./new-layers";

describe("layers the toolbar adds (85 × 55 mm card)", () => {
  it("places a picture a third of the page wide, at its natural proportions, centred", () => {
    expect(newImageLayer("img-1", { widthPx: 600, heightPx: 300 }, 85, 55)).toMatchObject({
      imageId: "img-1",
      width: 85 / 3,
      height: 85 / 6,
      x: (85 - 85 / 3) / 2,
    });
  });

  it("keeps a tall picture inside the page", () => {
    expect(newImageLayer("img-2", { widthPx: 100, heightPx: 1000 }, 85, 55).height).toBe(55 * 0.8);
  });

  it("draws a line as a thin stroke without fill", () => {
    expect(newShapeLayer("line", 85, 55)).toMatchObject({ height: 2, fill: null, stroke: "#111827" });
  });
});
