import type { SceneLayer } from "#contract/design/scene.schemas";

/**
 * The layers the editor's toolbar adds, placed and styled for a page of `w` × `h` mm: a text box across
 * the middle, a shape in the centre third, a picture at its natural proportions a third of the page wide.
 */
export type NewLayer = SceneLayer extends infer L ? (L extends SceneLayer ? Omit<L, "id"> : never) : never;

export function newTextLayer(w: number, h: number, text: string): NewLayer {
  return {
    type: "text",
    x: w * 0.1,
    y: h * 0.4,
    width: w * 0.8,
    height: h * 0.15,
    rotation: 0,
    text,
    font: "inter",
    weight: 400,
    sizePt: 12,
    color: "#111827",
    align: "left",
    lineHeight: 1.2,
  };
}

export function newShapeLayer(shape: "rect" | "ellipse" | "line", w: number, h: number): NewLayer {
  const line = shape === "line";
  return {
    type: "shape",
    shape,
    x: w * 0.3,
    y: h * 0.3,
    width: w * 0.3,
    height: line ? 2 : h * 0.3,
    rotation: 0,
    fill: line ? null : "#1d4ed8",
    stroke: line ? "#111827" : null,
    strokeMm: line ? 0.5 : 0,
    cornerMm: 0,
  };
}

export function newImageLayer(
  imageId: string,
  pixels: { widthPx: number; heightPx: number },
  w: number,
  h: number,
): NewLayer {
  const width = w / 3;
  const height = Math.min(h * 0.8, (width * pixels.heightPx) / pixels.widthPx);
  return {
    type: "image",
    imageId,
    x: (w - width) / 2,
    y: (h - height) / 2,
    width,
    height,
    rotation: 0,
    fit: "contain",
  };
}
