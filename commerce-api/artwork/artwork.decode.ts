import { crc32 } from "node:zlib";

/**
 * Print files are decoded far enough to prove they are what their first bytes claim: a PNG, JPEG or
 * TIFF header followed by garbage (or a file cut off after its signature) would otherwise be stored,
 * paid for and fail at the printer. Pure; returns the pixel size the file check needs, or null.
 * zlib's crc32 is native and present on every Node this project supports (engines >= 20.19).
 */

export interface Dimensions {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG's largest allowed width/height (2^31 - 1); bigger values are corrupt, not huge images. */
const PNG_MAX_SIDE = 0x7fffffff;
const PNG_SIGNATURE_LENGTH = 8;
/** Chunks a decoder must understand; libpng refuses a file whose copy of one fails its CRC. */
const PNG_CRITICAL = new Set(["IHDR", "PLTE", "IDAT", "IEND"]);
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

function pngHeader(bytes: Uint8Array, view: DataView): (Dimensions & { colorType: number }) | null {
  // IHDR must come first, be 13 bytes long and carry a correct CRC over its type and data.
  if (bytes.length < 33 || view.getUint32(8) !== 13 || ascii(bytes, 12, 4) !== "IHDR") return null;
  if (crc32(bytes.subarray(12, 29)) !== view.getUint32(29)) return null;
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [bitDepth, colorType, compression, filter, interlace] = bytes.subarray(24, 29);
  if (width === 0 || height === 0 || width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return null;
  if (!PNG_BIT_DEPTHS[colorType ?? -1]?.includes(bitDepth ?? -1)) return null;
  if (compression !== 0 || filter !== 0 || (interlace !== 0 && interlace !== 1)) return null;
  return { width, height, colorType: colorType ?? 0 };
}

/** Signature, a valid IHDR, then whole chunks with image data up to IEND (a cut-off file has none). */
export function decodePng(bytes: Uint8Array): Dimensions | null {
  const view = viewOf(bytes);
  const header = pngHeader(bytes, view);
  if (!header) return null;
  let offset = PNG_SIGNATURE_LENGTH;
  let sawData = false;
  let sawPalette = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) return null;
    if (PNG_CRITICAL.has(type) && crc32(bytes.subarray(offset + 4, end - 4)) !== view.getUint32(end - 4))
      return null;
    if (type === "IEND") return sawData ? { width: header.width, height: header.height } : null;
    if (type === "PLTE") sawPalette = true;
    if (type === "IDAT") {
      // An indexed-colour image is unreadable without its palette, which must precede the data.
      if (header.colorType === 3 && !sawPalette) return null;
      sawData = true;
    }
    offset = end;
  }
  return null;
}

/** SOF0–SOF15 carry the frame size; C4 (DHT), C8 (reserved) and CC (DAC) share the range but don't. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
/** TEM and RST0–7 stand alone: no length follows them. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Finds an EOI (FF D9) after the first scan; entropy-coded data can't contain one (FF is stuffed). */
const hasEndOfImage = (bytes: Uint8Array, from: number) => {
  for (let index = bytes.indexOf(0xff, from); index !== -1; index = bytes.indexOf(0xff, index + 1))
    if (bytes[index + 1] === 0xd9) return true;
  return false;
};

/** Walks the marker segments to a frame header (SOFn) before the first scan, then needs the end marker. */
export function decodeJpeg(bytes: Uint8Array): Dimensions | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = viewOf(bytes);
  let frame: Dimensions | null = null;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    while (bytes[offset] === 0xff) offset++; // fill bytes may pad any marker
    const marker = bytes[offset++];
    // End of file, a second SOI, EOI before any scan, or FF 00 (stuffing, never a marker here).
    if (marker === undefined || marker === 0xd8 || marker === 0xd9 || marker === 0x00) return null;
    if (isStandalone(marker)) continue;
    if (offset + 2 > bytes.length) return null;
    const length = view.getUint16(offset);
    if (length < 2 || offset + length > bytes.length) return null;
    if (marker === 0xda) return frame && hasEndOfImage(bytes, offset + length) ? frame : null; // SOS
    if (isStartOfFrame(marker)) {
      if (frame || length < 8) return null;
      const components = bytes[offset + 7] ?? 0;
      frame = { height: view.getUint16(offset + 3), width: view.getUint16(offset + 5) };
      // A zero height (to be given by a DNL marker later) isn't something our printers take either.
      if (components === 0 || length !== 8 + 3 * components || !frame.width || !frame.height) return null;
    }
    offset += length;
  }
  return null;
}

const TIFF_TYPE_SHORT = 3;
const TIFF_TYPE_LONG = 4;
const TIFF_IMAGE_WIDTH = 256;
const TIFF_IMAGE_LENGTH = 257;

/** Byte order, magic 42, the first IFD inside the file, and ImageWidth/ImageLength in it. */
export function decodeTiff(bytes: Uint8Array): Dimensions | null {
  if (bytes.length < 8) return null;
  const order = ascii(bytes, 0, 2);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const view = viewOf(bytes);
  if (view.getUint16(2, little) !== 42) return null;
  const ifd = view.getUint32(4, little);
  if (ifd < 8 || ifd + 2 > bytes.length) return null;
  const entries = view.getUint16(ifd, little);
  if (entries === 0 || ifd + 2 + entries * 12 + 4 > bytes.length) return null; // + next-IFD offset
  const sizes = new Map<number, number>();
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    const tag = view.getUint16(entry, little);
    if (tag !== TIFF_IMAGE_WIDTH && tag !== TIFF_IMAGE_LENGTH) continue;
    const type = view.getUint16(entry + 2, little);
    if (view.getUint32(entry + 4, little) !== 1) return null; // exactly one value
    if (type === TIFF_TYPE_SHORT) sizes.set(tag, view.getUint16(entry + 8, little));
    else if (type === TIFF_TYPE_LONG) sizes.set(tag, view.getUint32(entry + 8, little));
    else return null;
  }
  const width = sizes.get(TIFF_IMAGE_WIDTH);
  const height = sizes.get(TIFF_IMAGE_LENGTH);
  return width && height ? { width, height } : null;
}

/** Readers look for the end-of-file marker in the last 1024 bytes (PDF 1.7 implementation note 18). */
const PDF_TAIL_BYTES = 1024;

/** A `%PDF-x.y` header and a `%%EOF` near the end: an upload cut short loses the latter. */
export function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-\d\.\d/.test(ascii(bytes, 0, 8))) return false;
  const tail = bytes.subarray(Math.max(8, bytes.length - PDF_TAIL_BYTES));
  return Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength).includes("%%EOF");
}
