import type { SceneInput } from "#contract/design/scene.schemas";
import type { TemplateTexts } from "./template-texts";

/**
 * What the seeded templates are drawn with (issue 14): the palettes, the layout type and the layer
 * helpers. Each layout places the same slots (name, title, contacts … or headline, date, body …)
 * relative to the trim size, so one layout serves every size of its family; two palettes each make
 * twelve templates per family (card-layouts.ts, flyer-layouts.ts).
 */
export interface Palette {
  key: string;
  background: string;
  ink: string;
  accent: string;
  soft: string;
  onAccent: string;
}

export const PALETTES: Readonly<Record<string, Palette>> = {
  blue: {
    key: "blue",
    background: "#ffffff",
    ink: "#1d2939",
    accent: "#1d4ed8",
    soft: "#e0e7ff",
    onAccent: "#ffffff",
  },
  coral: {
    key: "coral",
    background: "#fffaf5",
    ink: "#3b1d1d",
    accent: "#e4572e",
    soft: "#ffe4d6",
    onAccent: "#ffffff",
  },
  forest: {
    key: "forest",
    background: "#f6f7f2",
    ink: "#1f2d1f",
    accent: "#2f6b3a",
    soft: "#dce8d5",
    onAccent: "#ffffff",
  },
  sand: {
    key: "sand",
    background: "#fbf6ec",
    ink: "#3d3425",
    accent: "#b08d57",
    soft: "#efe3cc",
    onAccent: "#ffffff",
  },
  ink: {
    key: "ink",
    background: "#111827",
    ink: "#f9fafb",
    accent: "#facc15",
    soft: "#1f2937",
    onAccent: "#111827",
  },
  plum: {
    key: "plum",
    background: "#ffffff",
    ink: "#2e1a33",
    accent: "#7e3a8c",
    soft: "#f3e5f5",
    onAccent: "#ffffff",
  },
};

export type Layer = SceneInput["pages"][number]["layers"][number];
export type Page = SceneInput["pages"][number];
export interface Layout {
  key: string;
  category: string;
  palettes: readonly [string, string];
  draw: (w: number, h: number, texts: TemplateTexts, palette: Palette) => Page[];
}

let counter = 0;
export const id = (prefix: string) => `${prefix}${++counter}`;
export const text = (layer: Omit<Extract<Layer, { type: "text" }>, "type" | "id">): Layer => ({
  type: "text",
  id: id("t"),
  ...layer,
});
type TextLayer = Parameters<typeof text>[0];

/**
 * The text lines of one column of a template: same left edge, width and alignment; Inter regular
 * unless the line says otherwise.
 */
export function column(x: number, width: number, align: TextLayer["align"]) {
  return (
    slot: TextLayer["slot"],
    value: string,
    y: number,
    height: number,
    sizePt: number,
    color: string,
    style: { font?: TextLayer["font"]; weight?: TextLayer["weight"]; lineHeight?: number } = {},
  ) =>
    text({
      slot,
      text: value,
      x,
      y,
      width,
      height,
      font: style.font ?? "inter",
      weight: style.weight ?? 400,
      sizePt,
      color,
      align,
      ...(style.lineHeight === undefined ? {} : { lineHeight: style.lineHeight }),
    });
}

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  cornerMm = 0,
): Layer => ({
  type: "shape",
  id: id("s"),
  shape: "rect",
  x,
  y,
  width,
  height,
  fill,
  stroke: null,
  strokeMm: 0,
  cornerMm,
});
export const ellipse = (x: number, y: number, width: number, height: number, fill: string): Layer => ({
  type: "shape",
  id: id("e"),
  shape: "ellipse",
  x,
  y,
  width,
  height,
  fill,
  stroke: null,
  strokeMm: 0,
});
export const logo = (x: number, y: number, width: number, height: number): Layer => ({
  type: "image",
  id: id("i"),
  slot: "logo",
  imageId: null,
  x,
  y,
  width,
  height,
  fit: "contain",
});
