import type { Scene, SceneLayer, TextLayer } from "./scene.schemas";
import { SAFE_MARGIN_MM } from "./scene-svg";
import { metricsOf, setText } from "./text-layout";
import { ptToMm } from "./units";

/**
 * Where a design's printed content sits against the trim and the safe area (issue 38 §5). The
 * cutter may drift by a millimetre or two, so content outside the safe area risks being cut and
 * content past the trim is cut for sure. Texts count by their ink (the set lines, not the box a
 * template may draw edge to edge), pictures by their frame, both rotated as printed. Shapes are
 * left out: backgrounds and bands run into the bleed on purpose. Pure: the editor warns with it.
 */
export type PrintAreaIssue = "trim" | "safe";

export interface LayerIssue {
  page: number;
  layerId: string;
  issue: PrintAreaIssue;
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Rounding slack: a layer placed exactly on the safe line is inside. */
const EPSILON_MM = 0.01;

/** The boxes a text's ink covers, one per set line, unrotated. */
function textInk(layer: TextLayer): Box[] {
  const set = setText(layer);
  const metrics = metricsOf(layer.font, layer.weight);
  const sizeMm = ptToMm(set.sizePt);
  const above = (sizeMm * metrics.ascent) / (metrics.ascent - metrics.descent);
  const below = sizeMm - above;
  return set.lines
    .filter((line) => line.text.trim().length > 0)
    .map((line) => ({
      left: line.x,
      top: line.baseline - above,
      right: line.x + line.width,
      bottom: line.baseline + below,
    }));
}

/** The unrotated boxes of what a layer prints; empty when it prints nothing we check. */
function printedBoxes(layer: SceneLayer): Box[] {
  if (layer.type === "text") return textInk(layer);
  if (layer.type === "image" && layer.imageId)
    return [{ left: layer.x, top: layer.y, right: layer.x + layer.width, bottom: layer.y + layer.height }];
  return [];
}

/** The axis-aligned box around `boxes` once turned by the layer's rotation about its centre. */
export function rotatedBounds(boxes: readonly Box[], rotationDeg: number, cx: number, cy: number): Box {
  const radians = (rotationDeg * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const bounds = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (const box of boxes)
    for (const [x, y] of [
      [box.left, box.top],
      [box.right, box.top],
      [box.right, box.bottom],
      [box.left, box.bottom],
    ] as const) {
      const px = cx + (x - cx) * cos - (y - cy) * sin;
      const py = cy + (x - cx) * sin + (y - cy) * cos;
      bounds.left = Math.min(bounds.left, px);
      bounds.top = Math.min(bounds.top, py);
      bounds.right = Math.max(bounds.right, px);
      bounds.bottom = Math.max(bounds.bottom, py);
    }
  return bounds;
}

const inside = (box: Box, area: Box) =>
  box.left >= area.left - EPSILON_MM &&
  box.top >= area.top - EPSILON_MM &&
  box.right <= area.right + EPSILON_MM &&
  box.bottom <= area.bottom + EPSILON_MM;

/** Whether one layer's print crosses the trim, only the safe area, or neither (null). */
export function layerIssue(layer: SceneLayer, widthMm: number, heightMm: number): PrintAreaIssue | null {
  const boxes = printedBoxes(layer);
  if (boxes.length === 0) return null;
  const bounds = rotatedBounds(boxes, layer.rotation, layer.x + layer.width / 2, layer.y + layer.height / 2);
  if (!inside(bounds, { left: 0, top: 0, right: widthMm, bottom: heightMm })) return "trim";
  const s = SAFE_MARGIN_MM;
  if (!inside(bounds, { left: s, top: s, right: widthMm - s, bottom: heightMm - s })) return "safe";
  return null;
}

/** Every text and picture of the scene, both sides, that crosses the safe area or the trim. */
export function printAreaIssues(scene: Scene): LayerIssue[] {
  const { widthMm, heightMm } = scene.format;
  return scene.pages.flatMap((page, pageIndex) =>
    page.layers.flatMap((layer) => {
      const issue = layerIssue(layer, widthMm, heightMm);
      return issue ? [{ page: pageIndex, layerId: layer.id, issue }] : [];
    }),
  );
}
