import type { Dimensions } from "../artwork/artwork.decode";

/**
 * Every image a TIFF declares, read from its directories (IFDs) without touching the pixel data:
 * a small first page can hide a huge second one, and a printer's RIP reads them all. Pure.
 */

/** More pages than a print job has; also what stops a directory chain that loops back on itself. */
export const MAX_TIFF_PAGES = 256;

const TIFF_TYPE_SHORT = 3;
const TIFF_TYPE_LONG = 4;
const IMAGE_WIDTH = 256;
const IMAGE_LENGTH = 257;

type Reader = { u16: (at: number) => number; u32: (at: number) => number; length: number };

function readerOf(bytes: Uint8Array): Reader | null {
  if (bytes.length < 8) return null;
  const order = String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0);
  if (order !== "II" && order !== "MM") return null;
  const little = order === "II";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    u16: (at) => view.getUint16(at, little),
    u32: (at) => view.getUint32(at, little),
    length: bytes.length,
  };
}

/** One directory's ImageWidth × ImageLength (0 where a tag is missing: not an image). */
function directorySize(read: Reader, ifd: number): Dimensions | null {
  const entries = read.u16(ifd);
  if (ifd + 2 + entries * 12 + 4 > read.length) return null;
  let width = 0;
  let height = 0;
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    const tag = read.u16(entry);
    if (tag !== IMAGE_WIDTH && tag !== IMAGE_LENGTH) continue;
    const type = read.u16(entry + 2);
    const value =
      type === TIFF_TYPE_SHORT ? read.u16(entry + 8) : type === TIFF_TYPE_LONG ? read.u32(entry + 8) : 0;
    if (tag === IMAGE_WIDTH) width = value;
    else height = value;
  }
  return { width, height };
}

/**
 * The sizes of the TIFF's pages in order; null if the file is not a readable TIFF, has a directory
 * outside the file, loops, or has more than MAX_TIFF_PAGES pages.
 */
export function tiffPageSizes(bytes: Uint8Array): Dimensions[] | null {
  const read = readerOf(bytes);
  if (read?.u16(2) !== 42) return null;
  const pages: Dimensions[] = [];
  const seen = new Set<number>();
  for (let ifd = read.u32(4); ifd !== 0; ifd = read.u32(ifd + 2 + read.u16(ifd) * 12)) {
    if (ifd < 8 || ifd + 2 > read.length || seen.has(ifd) || pages.length >= MAX_TIFF_PAGES) return null;
    seen.add(ifd);
    const size = directorySize(read, ifd);
    if (!size) return null;
    pages.push(size);
  }
  return pages;
}
