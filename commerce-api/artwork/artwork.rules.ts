/** Print files (issue 6): what a file really is, whether a line takes one, and the automatic file check. Pure. */

import { MIN_RASTER_PIXELS } from "#contract/orders/artwork.schemas";
import {
  ARTWORK_STATUSES,
  type FileSlotFile,
  type FileSlotLine,
  missingFileSlots,
} from "#contract/orders/files-due";
import { type Dimensions, decodeJpeg, decodePng, decodeTiff, isPdf } from "./artwork.decode";

export { ARTWORK_STATUSES };

export type ArtworkType = "pdf" | "png" | "jpeg" | "tiff";

export const ARTWORK_CONTENT_TYPES: Record<ArtworkType, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  tiff: "image/tiff",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/**
 * The type by content (magic bytes), never by the file's name or declared type; null if not a print file.
 * Only a claim: inspectArtwork decodes the file before it is accepted.
 */
export function detectArtworkType(bytes: Uint8Array): ArtworkType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return "tiff";
  return null;
}

export type InspectedArtwork =
  | { status: "valid"; type: ArtworkType; dimensions: Dimensions | null }
  | { status: "damaged"; type: ArtworkType }
  | { status: "unsupported" };

const RASTER_DECODERS: Record<Exclude<ArtworkType, "pdf">, (bytes: Uint8Array) => Dimensions | null> = {
  png: decodePng,
  jpeg: decodeJpeg,
  tiff: decodeTiff,
};

/**
 * What the file is and whether it decodes as one: the magic bytes pick the format, the decoder proves
 * it (see artwork.decode.ts). Raster images come with their pixel size; a PDF has none to check here.
 */
export function inspectArtwork(bytes: Uint8Array): InspectedArtwork {
  const type = detectArtworkType(bytes);
  if (!type) return { status: "unsupported" };
  if (type === "pdf")
    return isPdf(bytes) ? { status: "valid", type, dimensions: null } : { status: "damaged", type };
  const dimensions = RASTER_DECODERS[type](bytes);
  return dimensions ? { status: "valid", type, dimensions } : { status: "damaged", type };
}

const ARTWORK_NAMES: Record<ArtworkType, string> = {
  pdf: "PDF document",
  png: "PNG image",
  jpeg: "JPEG image",
  tiff: "TIFF image",
};

/** The refusal of a file that starts like a print file but doesn't decode as one. */
export const damagedArtworkMessage = (type: ArtworkType) =>
  `This file is not a valid ${ARTWORK_NAMES[type]}: it may be damaged or cut off`;

export { MIN_RASTER_PIXELS };

export type FileCheckOutcome = { status: "accepted" } | { status: "rejected"; reason: "low_resolution" };

/**
 * The automatic part of the file check service: only lines that bought it are checked, and a raster
 * file (decoded dimensions; a PDF has none) whose short side is under MIN_RASTER_PIXELS is sent back.
 */
export function fileCheck(dimensions: Dimensions | null, fileCheckBought: boolean): FileCheckOutcome {
  if (!fileCheckBought || !dimensions) return { status: "accepted" };
  if (Math.min(dimensions.width, dimensions.height) < MIN_RASTER_PIXELS)
    return { status: "rejected", reason: "low_resolution" };
  return { status: "accepted" };
}

export function artworkRefusal(
  orderStatus: string,
  uploadType: string | undefined,
): "ORDER_LOCKED" | "DESIGN_SERVICE" | null {
  if (!(ARTWORK_STATUSES as readonly string[]).includes(orderStatus)) return "ORDER_LOCKED";
  if (uploadType === "hds") return "DESIGN_SERVICE";
  return null;
}

/** Whether every set of every line that takes a file has an accepted one (the order can go to file check). */
export function artworkComplete(lines: readonly FileSlotLine[], files: readonly FileSlotFile[]): boolean {
  return missingFileSlots(lines, files).length === 0;
}
