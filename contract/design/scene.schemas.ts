import { z } from "zod";
import { DESIGN_FONT_IDS, DESIGN_FONT_WEIGHTS } from "./fonts";
import { DESIGN_LIMITS, SLOT_NAMES, type SlotName } from "./limits";
import { unsupportedCharacters } from "./text-layout";

/**
 * The design document (issue 14, ADR 035): a small scene in millimetres, one per design, shared by
 * the editor, the fill-in form, the commerce API and the PDF/preview renderers. Coordinates are from
 * the trim box's top-left corner; the bleed lies at negative coordinates and beyond the trim size.
 */
export { DESIGN_LIMITS };

const color = z.string().regex(/^#[0-9a-f]{6}$/i, "Colours are #rrggbb");
const millimetres = z.number().finite().min(-2_000).max(2_000);
const size = z.number().finite().min(0.1).max(2_000);
const layerId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "Layer ids are letters, digits, - and _");

export { SLOT_NAMES, type SlotName };

const box = {
  id: layerId,
  x: millimetres,
  y: millimetres,
  width: size,
  height: size,
  rotation: z.number().finite().min(-360).max(360).default(0),
  slot: z.enum(SLOT_NAMES).optional(),
};

export const textLayerSchema = z
  .object({
    ...box,
    type: z.literal("text"),
    text: z.string().max(DESIGN_LIMITS.textChars, `Texts are at most ${DESIGN_LIMITS.textChars} characters`),
    font: z.enum(DESIGN_FONT_IDS, { message: "Unknown font" }),
    weight: z.union(DESIGN_FONT_WEIGHTS.map((weight) => z.literal(weight))).default(400),
    sizePt: z.number().finite().min(4).max(400),
    color,
    align: z.enum(["left", "center", "right"]).default("left"),
    lineHeight: z.number().finite().min(0.8).max(3).default(1.2),
  })
  .superRefine((layer, context) => {
    const unsupported = unsupportedCharacters(layer.text, layer.font, layer.weight);
    if (unsupported.length > 0)
      context.addIssue({
        code: "custom",
        path: ["text"],
        message: `These characters can't be printed in this font: ${unsupported.join(" ")}`,
      });
  });

export const imageLayerSchema = z.object({
  ...box,
  type: z.literal("image"),
  /** A design image stored by the commerce API; null is an empty placeholder (a template's logo). */
  imageId: z.string().uuid().nullable(),
  fit: z.enum(["contain", "cover"]).default("contain"),
});

export const shapeLayerSchema = z.object({
  ...box,
  type: z.literal("shape"),
  shape: z.enum(["rect", "ellipse", "line"]),
  fill: color.nullable(),
  stroke: color.nullable(),
  strokeMm: z.number().finite().min(0).max(50).default(0),
  cornerMm: z.number().finite().min(0).max(500).default(0),
});

export const layerSchema = z.discriminatedUnion("type", [
  textLayerSchema,
  imageLayerSchema,
  shapeLayerSchema,
]);

export const pageSchema = z.object({
  background: color,
  layers: z.array(layerSchema).max(DESIGN_LIMITS.layers),
});

export const formatSchema = z.object({
  widthMm: z.number().finite().min(10).max(2_000),
  heightMm: z.number().finite().min(10).max(2_000),
  bleedMm: z.number().finite().min(0).max(10),
});

export const sceneSchema = z
  .object({
    version: z.literal(1),
    format: formatSchema,
    pages: z.array(pageSchema).min(1).max(DESIGN_LIMITS.pages),
  })
  .superRefine((scene, context) => {
    const layers = scene.pages.reduce((count, page) => count + page.layers.length, 0);
    if (layers > DESIGN_LIMITS.layers)
      context.addIssue({
        code: "custom",
        path: ["pages"],
        message: `A design has at most ${DESIGN_LIMITS.layers} layers`,
      });
    const { widthMm, heightMm } = scene.format;
    scene.pages.forEach((page, pageIndex) => {
      page.layers.forEach((layer, layerIndex) => {
        if (isFarOutside(layer, widthMm, heightMm))
          context.addIssue({
            code: "custom",
            path: ["pages", pageIndex, "layers", layerIndex],
            message: "A layer lies far outside the page",
          });
      });
      const ids = new Set(page.layers.map((layer) => layer.id));
      if (ids.size !== page.layers.length)
        context.addIssue({
          code: "custom",
          path: ["pages", pageIndex, "layers"],
          message: "Layer ids repeat",
        });
    });
  });

function isFarOutside(
  layer: { x: number; y: number; width: number; height: number },
  width: number,
  height: number,
) {
  const margin = DESIGN_LIMITS.outsidePages;
  return (
    layer.x + layer.width < -width * margin ||
    layer.y + layer.height < -height * margin ||
    layer.x > width * (1 + margin) ||
    layer.y > height * (1 + margin)
  );
}

export type Scene = z.infer<typeof sceneSchema>;
export type ScenePage = z.infer<typeof pageSchema>;
export type SceneLayer = z.infer<typeof layerSchema>;
export type TextLayer = z.infer<typeof textLayerSchema>;
export type ImageLayer = z.infer<typeof imageLayerSchema>;
export type ShapeLayer = z.infer<typeof shapeLayerSchema>;
export type SceneFormat = z.infer<typeof formatSchema>;
export type SceneInput = z.input<typeof sceneSchema>;
