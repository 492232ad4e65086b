/** Print files (issue 6): what a file really is, whether a line takes one, and the automatic file check. Pure. */

export type ArtworkType = "pdf" | "png" | "jpeg" | "tiff";

export const ARTWORK_CONTENT_TYPES: Record<ArtworkType, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpeg: "image/jpeg",
  tiff: "image/tiff",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** The type by content (magic bytes), never by the file's name or declared type; null if not a print file. */
export function detectArtworkType(bytes: Uint8Array): ArtworkType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "pdf"; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return "tiff";
  return null;
}

/** Width and height of a PNG from its IHDR chunk; null when it isn't a readable PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (detectArtworkType(bytes) !== "png" || bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Raster files below this many pixels on their short side can't print sharply on our smallest products. */
export const MIN_RASTER_PIXELS = 600;

export type FileCheckOutcome = { status: "accepted" } | { status: "rejected"; reason: "low_resolution" };

/**
 * The automatic part of the file check service: only lines that bought it are checked, and a raster
 * file whose short side is under MIN_RASTER_PIXELS is sent back for a better one.
 */
export function fileCheck(type: ArtworkType, bytes: Uint8Array, fileCheckBought: boolean): FileCheckOutcome {
  if (!fileCheckBought || type !== "png") return { status: "accepted" };
  const size = pngDimensions(bytes);
  if (size && Math.min(size.width, size.height) < MIN_RASTER_PIXELS)
    return { status: "rejected", reason: "low_resolution" };
  return { status: "accepted" };
}

/** Files are taken (or reset) only before production, and never for design-service lines (a brief instead). */
export const ARTWORK_STATUSES = ["awaiting_payment", "awaiting_artwork", "file_check"] as const;

export function artworkRefusal(
  orderStatus: string,
  uploadType: string | undefined,
): "ORDER_LOCKED" | "DESIGN_SERVICE" | null {
  if (!(ARTWORK_STATUSES as readonly string[]).includes(orderStatus)) return "ORDER_LOCKED";
  if (uploadType === "hds") return "DESIGN_SERVICE";
  return null;
}

/** Whether every set of every line that takes a file has an accepted one (the order can go to file check). */
export function artworkComplete(
  lines: readonly { id: string; sets: number; takesFile: boolean }[],
  files: readonly { lineItemId: string; setIndex: number; status: string }[],
): boolean {
  return lines
    .filter((line) => line.takesFile)
    .every((line) =>
      Array.from({ length: line.sets }, (_, set) => set).every((set) =>
        files.some(
          (file) => file.lineItemId === line.id && file.setIndex === set && file.status === "accepted",
        ),
      ),
    );
}
