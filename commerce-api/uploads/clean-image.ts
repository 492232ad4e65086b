import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { decodeJpeg, decodePng } from "../artwork/artwork.decode";
import type { BudgetRefusal } from "./upload-budget";

/**
 * Images the shop serves itself (media library, design pictures) are stored as a clean image made
 * here, never as the bytes that came in (issue 35 §10, ADR 064): PNG and JPEG are decoded and
 * re-encoded by libvips (sharp), so metadata and anything after the image (an HTML or ZIP
 * "polyglot" trailer) are gone; an SVG is parsed by resvg and written back from its normalised
 * tree, which has no scripts, event attributes, foreign objects or external references to write.
 * Callers check the declared size against the budget before calling (upload-budget.ts).
 */

// Uploads are decoded once: libvips' operation cache would only keep their pixels around.
sharp.cache(false);

export interface CleanImage {
  bytes: Uint8Array;
  width: number;
  height: number;
}

export type CleanOutcome = { ok: true; image: CleanImage } | { ok: false; refusal: CleanRefusal };
export type CleanRefusal = { reason: "damaged" } | BudgetRefusal;

/** JPEG quality of the re-encode: visually lossless for photos and logos alike. */
const JPEG_QUALITY = 92;

/**
 * Decodes within `maxPixels` (libvips checks the header again before allocating) and re-encodes
 * in the same format, upright (EXIF orientation applied, since the metadata that carried it goes).
 */
export async function reencodeRaster(
  bytes: Uint8Array,
  type: "png" | "jpeg",
  maxPixels: number,
): Promise<CleanOutcome> {
  const pipeline = sharp(bytes, {
    limitInputPixels: maxPixels,
    sequentialRead: true,
    failOn: "error",
  }).autoOrient();
  const encoded =
    type === "png" ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: JPEG_QUALITY });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, image: { bytes: new Uint8Array(data), width: info.width, height: info.height } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      return { ok: false, refusal: { reason: "pixels", declared: maxPixels + 1, max: maxPixels } };
    return { ok: false, refusal: { reason: "damaged" } };
  }
}

/** A logo longer than this many times its height (or the other way round) is no picture. */
export const SVG_MAX_ASPECT = 100;

const EMBEDDED_IMAGE = /<image\b[^>]*?xlink:href="data:([a-z+/.-]+);base64,\s*([A-Za-z0-9+/=\s]*)"[^>]*\/>/g;

/** Pictures inside the SVG: PNG and JPEG within the budget stay, anything else is dropped. */
function checkEmbeddedImages(svg: string, maxPixels: number): string | BudgetRefusal {
  let refusal: BudgetRefusal | null = null;
  const cleaned = svg.replace(EMBEDDED_IMAGE, (element, mime: string, data: string) => {
    if (mime !== "image/png" && mime !== "image/jpeg") return "";
    const bytes = new Uint8Array(Buffer.from(data, "base64"));
    const size = mime === "image/png" ? decodePng(bytes) : decodeJpeg(bytes);
    if (!size) return "";
    if (size.width * size.height > maxPixels)
      refusal ??= { reason: "pixels", declared: size.width * size.height, max: maxPixels };
    return element;
  });
  return refusal ?? cleaned;
}

/**
 * The SVG rewritten from resvg's tree (usvg: shapes, paths, gradients, clips, masks, filters and
 * images only), or why not. Text is dropped unless it was outlines: prints never had fonts for it
 * (render-pdf loads none), so what is stored now shows exactly what prints. resvg refuses trees
 * past its node limit, which bounds a `<use>` fan-out.
 */
export function cleanSvg(bytes: Uint8Array, maxPixels: number): CleanOutcome {
  let parsed: Resvg;
  try {
    parsed = new Resvg(Buffer.from(bytes), { font: { loadSystemFonts: false } });
  } catch {
    return { ok: false, refusal: { reason: "damaged" } };
  }
  const width = Math.round(parsed.width);
  const height = Math.round(parsed.height);
  if (!(width > 0 && height > 0)) return { ok: false, refusal: { reason: "damaged" } };
  const declared = width * height;
  const aspect = Math.max(width / height, height / width);
  if (declared > maxPixels) return { ok: false, refusal: { reason: "pixels", declared, max: maxPixels } };
  if (aspect > SVG_MAX_ASPECT)
    return { ok: false, refusal: { reason: "proportions", ratio: Math.round(aspect), max: SVG_MAX_ASPECT } };
  const checked = checkEmbeddedImages(parsed.toString(), maxPixels);
  if (typeof checked !== "string") return { ok: false, refusal: checked };
  return { ok: true, image: { bytes: new TextEncoder().encode(checked), width, height } };
}
