import { Resvg } from "@resvg/resvg-js";
import PDFDocument from "pdfkit";
import type { DesignFontId, DesignFontWeight } from "#contract/design/fonts";
import type { ImageLayer, Scene, SceneLayer, ShapeLayer, TextLayer } from "#contract/design/scene.schemas";
import { setText } from "#contract/design/text-layout";
import { mmToPt } from "#contract/design/units";
import { PIXEL_FLOOR } from "../uploads/upload-budget";
import { fontBytes } from "./font-files";

/**
 * A design's print file (issue 14, ADR 035): one PDF page per side at trim size plus bleed, with
 * TrimBox and BleedBox set, text as real text in the embedded (subset) fonts, placed the same way
 * as in the editor, pictures at their full resolution (SVG logos rasterised at 600 dpi).
 */
export interface DesignImage {
  type: "png" | "jpeg" | "svg";
  bytes: Uint8Array;
}

// Kerning and ligatures off: the editor and the preview place characters by advance width only.
const PLAIN_SHAPING = {
  kern: false,
  liga: false,
  calt: false,
  clig: false,
} as unknown as PDFKit.Mixins.OpenTypeFeatures[];
const SVG_PRINT_DPI = 600;
/** However an SVG is proportioned and fitted, its raster stays within a camera photo's pixels. */
const SVG_MAX_RASTER_PIXELS = PIXEL_FLOOR;

type Doc = PDFKit.PDFDocument;

export async function renderDesignPdf(
  scene: Scene,
  images: ReadonlyMap<string, DesignImage>,
  meta: { title: string; author: string },
): Promise<Uint8Array> {
  const { widthMm, heightMm, bleedMm } = scene.format;
  const size: [number, number] = [mmToPt(widthMm + 2 * bleedMm), mmToPt(heightMm + 2 * bleedMm)];
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: "1.6",
    info: { Title: meta.title, Author: meta.author, Creator: "Online design editor" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  for (const page of scene.pages) {
    doc.addPage({ size, margin: 0 });
    const bleed = mmToPt(bleedMm);
    const pageDictionary = doc.page.dictionary.data as Record<string, unknown>;
    pageDictionary.BleedBox = [0, 0, size[0], size[1]];
    pageDictionary.TrimBox = [bleed, bleed, size[0] - bleed, size[1] - bleed];
    doc.rect(0, 0, size[0], size[1]).fill(page.background);
    for (const layer of page.layers) drawLayer(doc, layer, bleedMm, images);
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Scene millimetres (from the trim corner) to PDF points (from the bleed corner). */
const at = (mm: number, bleedMm: number) => mmToPt(mm + bleedMm);

function drawLayer(doc: Doc, layer: SceneLayer, bleedMm: number, images: ReadonlyMap<string, DesignImage>) {
  doc.save();
  if (layer.rotation) {
    const cx = at(layer.x + layer.width / 2, bleedMm);
    const cy = at(layer.y + layer.height / 2, bleedMm);
    doc.rotate(layer.rotation, { origin: [cx, cy] });
  }
  if (layer.type === "text") drawText(doc, layer, bleedMm);
  else if (layer.type === "shape") drawShape(doc, layer, bleedMm);
  else drawImage(doc, layer, bleedMm, images);
  doc.restore();
}

function drawText(doc: Doc, layer: TextLayer, bleedMm: number) {
  const set = setText(layer);
  const name = `${layer.font}-${layer.weight}`;
  doc.registerFont(name, fontBytes(layer.font as DesignFontId, layer.weight as DesignFontWeight));
  doc.font(name).fontSize(set.sizePt).fillColor(layer.color);
  for (const line of set.lines) {
    if (!line.text) continue;
    doc.text(line.text, at(line.x, bleedMm), at(line.baseline, bleedMm), {
      lineBreak: false,
      baseline: "alphabetic",
      features: PLAIN_SHAPING,
    });
  }
}

function drawShape(doc: Doc, layer: ShapeLayer, bleedMm: number) {
  const x = at(layer.x, bleedMm);
  const y = at(layer.y, bleedMm);
  const width = mmToPt(layer.width);
  const height = mmToPt(layer.height);
  if (layer.shape === "line") {
    const middle = y + height / 2;
    doc
      .moveTo(x, middle)
      .lineTo(x + width, middle)
      .lineWidth(mmToPt(Math.max(layer.strokeMm, 0.1)));
    doc.stroke(layer.stroke ?? layer.fill ?? "#000000");
    return;
  }
  if (layer.shape === "ellipse") doc.ellipse(x + width / 2, y + height / 2, width / 2, height / 2);
  else if (layer.cornerMm > 0) doc.roundedRect(x, y, width, height, mmToPt(layer.cornerMm));
  else doc.rect(x, y, width, height);
  const stroke = layer.stroke && layer.strokeMm > 0 ? layer.stroke : null;
  if (stroke) doc.lineWidth(mmToPt(layer.strokeMm));
  if (layer.fill && stroke) doc.fillAndStroke(layer.fill, stroke);
  else if (layer.fill) doc.fill(layer.fill);
  else if (stroke) doc.stroke(stroke);
}

function drawImage(doc: Doc, layer: ImageLayer, bleedMm: number, images: ReadonlyMap<string, DesignImage>) {
  const image = layer.imageId ? images.get(layer.imageId) : undefined;
  // An empty logo slot prints nothing: the placeholder is an editing aid.
  if (!image) return;
  const x = at(layer.x, bleedMm);
  const y = at(layer.y, bleedMm);
  const box: [number, number] = [mmToPt(layer.width), mmToPt(layer.height)];
  const bytes = image.type === "svg" ? rasteriseSvg(image.bytes, layer) : image.bytes;
  const source = Buffer.from(bytes);
  if (layer.fit === "cover") {
    doc.rect(x, y, box[0], box[1]).clip();
    doc.image(source, x, y, { cover: box, align: "center", valign: "center" });
  } else doc.image(source, x, y, { fit: box, align: "center", valign: "center" });
}

/**
 * The layer's SVG as a PNG at SVG_PRINT_DPI for the box it fills ("cover") or fits in: sized by
 * both sides, not the width alone, so a very tall picture can't ask for millions of rows.
 */
function rasteriseSvg(svg: Uint8Array, layer: ImageLayer): Uint8Array {
  const options = { font: { loadSystemFonts: false } };
  const source = new Resvg(Buffer.from(svg), options);
  const box = [layer.width, layer.height].map((mm) => (mm / 25.4) * SVG_PRINT_DPI) as [number, number];
  const scales = [box[0] / source.width, box[1] / source.height];
  let scale = layer.fit === "cover" ? Math.max(...scales) : Math.min(...scales);
  const pixels = source.width * source.height * scale * scale;
  if (pixels > SVG_MAX_RASTER_PIXELS) scale *= Math.sqrt(SVG_MAX_RASTER_PIXELS / pixels);
  const width = Math.max(1, Math.round(source.width * scale));
  return new Resvg(Buffer.from(svg), { ...options, fitTo: { mode: "width", value: width } }).render().asPng();
}
