import type { Selectable } from "kysely";
import sharp from "sharp";
import type { RequestContext } from "../context";
import type { ArtworkFilesTable } from "../db/schema";
import { PREVIEW_WIDTH_PX } from "../design/render-preview";
import { fileKeys, readStoredBytes } from "../files/file-store";
import { logger } from "../logger";
import { listArtwork } from "./artwork.repository";
import { thumbnailKey } from "./artwork-thumbnails";
import { runOnFile } from "./poppler";

/**
 * Pictures of the pages of a print file a browser can't show (ADR 087): an uploaded PDF or TIFF, and a
 * print PDF made from an online design before its pictures were drawn at checkout (ADR 081). Drawn
 * once — PDFs by poppler's `pdftoppm`, TIFFs by sharp — 480 px wide like the design pictures, and kept
 * in the file store beside the file (`<file>.thumb-<page>.png`), so they are served by the same owner
 * and staff routes as the design pictures and every host of a shop sees them.
 * `thumbnail_pages` says how many there are: null means "not drawn yet", 0 "none can be".
 */

/** The first pages only: enough to recognise the file (a card's two sides, a leaflet's panels), bounded work. */
export const MAX_PICTURE_PAGES = 4;
const PICTURED_TYPES = new Set(["pdf", "tiff"]);
/** sharp's own limits: a TIFF's page is decoded whole; past this it is refused rather than swapped. */
const SHARP_TIMEOUT_SECONDS = 15;

/** A PDF's first pages as PNGs: none of a malformed file; null when pdftoppm is not installed. */
export async function pdfPagePictures(bytes: Uint8Array, tool = "pdftoppm"): Promise<Uint8Array[] | null> {
  const answer = await runOnFile(tool, bytes, (input, dir) => [
    "-png",
    "-f",
    "1",
    "-l",
    String(MAX_PICTURE_PAGES),
    "-scale-to-x",
    String(PREVIEW_WIDTH_PX),
    "-scale-to-y",
    "-1",
    input,
    `${dir}/page`,
  ]);
  // Names are page-1.png or page-01.png…, padded alike, so sorted they are in page order.
  return answer ? [...answer.files.values()] : null;
}

/** A TIFF's first pages (a multi-page TIFF has several) as PNGs; [] when sharp can't read it. */
export async function tiffPagePictures(bytes: Uint8Array): Promise<Uint8Array[]> {
  try {
    const { pages = 1 } = await sharp(bytes).metadata();
    const pictures: Uint8Array[] = [];
    for (let page = 0; page < Math.min(pages, MAX_PICTURE_PAGES); page++)
      pictures.push(
        await sharp(bytes, { page })
          .resize({ width: PREVIEW_WIDTH_PX, withoutEnlargement: true })
          .timeout({ seconds: SHARP_TIMEOUT_SECONDS })
          .png()
          .toBuffer(),
      );
    return pictures;
  } catch (error) {
    logger.warn({ err: error }, "tiff page pictures failed");
    return [];
  }
}

const picturesOf = (type: string, bytes: Uint8Array) =>
  type === "pdf" ? pdfPagePictures(bytes) : tiffPagePictures(bytes);

/**
 * Draws and stores the pictures of one file; answers how many were stored, or null when the file
 * isn't pictured this way or the tool is missing (so a later request tries again once it is installed).
 */
export async function storePagePictures(
  context: Pick<RequestContext, "files">,
  orderId: string,
  file: { stored_name: string; file_type: string },
  bytes: Uint8Array,
): Promise<number | null> {
  if (!PICTURED_TYPES.has(file.file_type)) return null;
  const pictures = await picturesOf(file.file_type, bytes);
  if (!pictures) return null;
  for (const [page, picture] of pictures.entries())
    await context.files.put(thumbnailKey(orderId, file.stored_name, page), picture, "image/png");
  return pictures.length;
}

/** Removes a file's stored pictures (its file was replaced or removed). */
export async function deletePagePictures(
  context: Pick<RequestContext, "files">,
  orderId: string,
  file: { stored_name: string; thumbnail_pages: number | null },
) {
  const pages = Array.from({ length: file.thumbnail_pages ?? 0 }, (_, page) => page);
  await Promise.all(pages.map((page) => context.files.delete(thumbnailKey(orderId, file.stored_name, page))));
}

type ArtworkRow = Selectable<ArtworkFilesTable>;

/**
 * The order's files with pictures of every PDF and TIFF that has none yet (files sent or made before
 * ADR 087): each is drawn on the first view that lists it and never again.
 */
export async function withPagePictures(
  context: Pick<RequestContext, "db" | "files">,
  orderId: string,
  rows: readonly ArtworkRow[],
): Promise<ArtworkRow[]> {
  const drawn: ArtworkRow[] = [];
  for (const row of rows) {
    if (row.thumbnail_pages !== null || !PICTURED_TYPES.has(row.file_type)) {
      drawn.push(row);
      continue;
    }
    const bytes = await readStoredBytes(context.files, fileKeys.artwork(orderId, row.stored_name));
    const pages = bytes ? await storePagePictures(context, orderId, row, bytes) : null;
    if (pages !== null)
      await context.db
        .updateTable("artwork_files")
        .set({ thumbnail_pages: pages })
        .where("id", "=", row.id)
        .execute();
    drawn.push({ ...row, thumbnail_pages: pages });
  }
  return drawn;
}

/** An order's files as the order page, the upload screens and the desk show them: with their pictures. */
export async function listPicturedArtwork(context: Pick<RequestContext, "db" | "files">, orderId: string) {
  return withPagePictures(context, orderId, await listArtwork(context, orderId));
}
