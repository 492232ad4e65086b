import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import { type DesignFontId, type DesignFontWeight, fontFileOf } from "#contract/design/fonts";

/**
 * The embedded fonts' files, read once per process (issue 14): the PDF embeds them, the raster
 * preview draws their glyph outlines. WOFF (not WOFF2): fontkit subsets WOFF fonts for PDFs reliably.
 */
const require = createRequire(import.meta.url);
const bytes = new Map<string, Buffer>();
const faces = new Map<string, fontkit.Font>();

export function fontBytes(font: DesignFontId, weight: DesignFontWeight): Buffer {
  const key = `${font}/${weight}`;
  let file = bytes.get(key);
  if (!file) {
    file = readFileSync(require.resolve(fontFileOf(font, weight)));
    bytes.set(key, file);
  }
  return file;
}

export function fontFace(font: DesignFontId, weight: DesignFontWeight): fontkit.Font {
  const key = `${font}/${weight}`;
  let face = faces.get(key);
  if (!face) {
    face = fontkit.create(fontBytes(font, weight)) as fontkit.Font;
    faces.set(key, face);
  }
  return face;
}
