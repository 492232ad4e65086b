import type { Dimensions } from "./artwork.decode";
import type { ArtworkType } from "./artwork.rules";

/**
 * What the upload detail page tells a customer about a print file (issue 16 §7): a raster image's
 * pixel size and the resolution it declares (PNG pHYs, JPEG JFIF, TIFF XResolution), a PDF's first
 * page size. Pure, on bytes the decoders already accepted; anything unreadable is just unknown (null).
 */

export interface ArtworkMeasures {
  widthPx: number | null;
  heightPx: number | null;
  /** Declared resolution in dots per inch, rounded; null when the file declares none. */
  dpi: number | null;
  /** A PDF's first page, millimetres to one decimal. */
  pageWidthMm: number | null;
  pageHeightMm: number | null;
}

const INCHES_PER_METRE = 39.3700787;
const CM_PER_INCH = 2.54;
/** Declared values outside this range are noise (an unset field, a typo), not a resolution. */
const plausibleDpi = (dpi: number) => (dpi >= 10 && dpi <= 10_000 ? Math.round(dpi) : null);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** pHYs: pixels per unit X and Y (4 bytes each), then the unit (1 = metre, 0 = unknown). */
export function pngDpi(bytes: Uint8Array): number | null {
  const view = viewOf(bytes);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    if (type === "IDAT" || type === "IEND") return null; // pHYs must come before the image data
    if (type === "pHYs" && length === 9 && offset + 17 <= bytes.length) {
      const perUnit = view.getUint32(offset + 8);
      return bytes[offset + 16] === 1 ? plausibleDpi(perUnit / INCHES_PER_METRE) : null;
    }
    offset += 12 + length;
  }
  return null;
}

/** JFIF APP0: units (1 = per inch, 2 = per cm) and X density, in the segments before the scan. */
export function jpegDpi(bytes: Uint8Array): number | null {
  const view = viewOf(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(offset + 2);
    if (marker === 0xe0 && length >= 14 && ascii(bytes, offset + 4, 5) === "JFIF\0") {
      const units = bytes[offset + 11];
      const density = view.getUint16(offset + 12);
      if (units === 1) return plausibleDpi(density);
      if (units === 2) return plausibleDpi(density * CM_PER_INCH);
      return null;
    }
    offset += 2 + length;
  }
  return null;
}

/** TIFF: XResolution (tag 282, a RATIONAL) in ResolutionUnit (tag 296: 2 inch, the default; 3 cm). */
export function tiffDpi(bytes: Uint8Array): number | null {
  if (bytes.length < 8) return null;
  const view = viewOf(bytes);
  const little = bytes[0] === 0x49;
  const u16 = (at: number) => view.getUint16(at, little);
  const u32 = (at: number) => view.getUint32(at, little);
  const ifd = u32(4);
  if (ifd + 2 > bytes.length) return null;
  const count = u16(ifd);
  let resolution: number | null = null;
  let unit = 2;
  for (let index = 0; index < count; index++) {
    const at = ifd + 2 + index * 12;
    if (at + 12 > bytes.length) return null;
    const tag = u16(at);
    if (tag === 282 && u16(at + 2) === 5) {
      const pointer = u32(at + 8);
      if (pointer + 8 > bytes.length) return null;
      const denominator = u32(pointer + 4);
      resolution = denominator === 0 ? null : u32(pointer) / denominator;
    }
    if (tag === 296) unit = u16(at + 8);
  }
  if (resolution === null) return null;
  if (unit === 2) return plausibleDpi(resolution);
  if (unit === 3) return plausibleDpi(resolution * CM_PER_INCH);
  return null;
}

const MM_PER_POINT = 25.4 / 72;
const number = String.raw`(-?\d+(?:\.\d+)?)`;
const MEDIA_BOX = new RegExp(String.raw`/MediaBox\s*\[\s*${number}\s+${number}\s+${number}\s+${number}\s*\]`);

/** The first /MediaBox in the file (the first page's, or the page tree's it inherits) in millimetres. */
export function pdfPageSize(bytes: Uint8Array): { widthMm: number; heightMm: number } | null {
  // Page dictionaries are near the start of ordinary PDFs; a bounded look keeps this cheap on 50 MB files.
  const text = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, 4 * 1024 * 1024),
  ).toString("latin1");
  const match = MEDIA_BOX.exec(text);
  if (!match) return null;
  const [x0, y0, x1, y1] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const width = Math.abs(x1 - x0) * MM_PER_POINT;
  const height = Math.abs(y1 - y0) * MM_PER_POINT;
  if (!(width > 0 && height > 0)) return null;
  return { widthMm: Math.round(width * 10) / 10, heightMm: Math.round(height * 10) / 10 };
}

const DPI_READERS: Record<Exclude<ArtworkType, "pdf">, (bytes: Uint8Array) => number | null> = {
  png: pngDpi,
  jpeg: jpegDpi,
  tiff: tiffDpi,
};

export function measureArtwork(
  bytes: Uint8Array,
  type: ArtworkType,
  dimensions: Dimensions | null,
): ArtworkMeasures {
  if (type === "pdf") {
    const page = pdfPageSize(bytes);
    return {
      widthPx: null,
      heightPx: null,
      dpi: null,
      pageWidthMm: page?.widthMm ?? null,
      pageHeightMm: page?.heightMm ?? null,
    };
  }
  return {
    widthPx: dimensions?.width ?? null,
    heightPx: dimensions?.height ?? null,
    dpi: DPI_READERS[type](bytes),
    pageWidthMm: null,
    pageHeightMm: null,
  };
}
