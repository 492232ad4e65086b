import { describe, expect, it } from "vitest";
import type { SceneLayer } from "../../../../contract/design/scene.schemas";
import { LAYER_NAME_CHARS, layerName, truncateText } from "./layer-names";

const box = { id: "a", x: 0, y: 0, width: 10, height: 10, rotation: 0 };

describe("layer names", () => {
  it("names a text by its first line with words", () => {
    expect(truncateText("\n  Jeanne Durand \nGérante")).toBe("Jeanne Durand");
  });

  it("cuts a long text at a word, with an ellipsis, within the limit", () => {
    const name = truncateText("Atelier de reliure et de dorure Lumière & fils");
    expect(name).toBe("Atelier de reliure et de…");
    expect([...name].length).toBeLessThanOrEqual(LAYER_NAME_CHARS);
    expect(truncateText("x".repeat(60))).toBe(`${"x".repeat(LAYER_NAME_CHARS - 1)}…`);
  });

  it("calls a template's logo slot Logo, other pictures and shapes by their kind", () => {
    const picture = { ...box, type: "image", imageId: null, fit: "contain" } as const;
    expect(layerName({ ...picture, slot: "logo" })).toEqual({ kind: "logo" });
    expect(layerName(picture)).toEqual({ kind: "image" });
    const shape: SceneLayer = {
      ...box,
      type: "shape",
      shape: "rect",
      fill: null,
      stroke: null,
      strokeMm: 0,
      cornerMm: 0,
    };
    expect(layerName(shape)).toEqual({ kind: "shape" });
  });
});
