import type { Selectable } from "kysely";
import type { RequestContext } from "../context";
import type { ArtworkFilesTable } from "../db/schema";
import { ARTWORK_CONTENT_TYPES, type FileCheckOutcome } from "./artwork.rules";

/** An order's print files, and how the API shows one (issue 6). */

/** A stored check result; the column only ever holds the check's outcomes (FileCheckOutcome). */
export function checkedStatus(status: string): FileCheckOutcome["status"] {
  if (status === "accepted" || status === "rejected") return status;
  throw new Error(`Unknown print file status ${status}`);
}

export function artworkView(row: Selectable<ArtworkFilesTable>) {
  return {
    id: row.id,
    lineItemId: row.line_item_id,
    setIndex: row.set_index,
    fileName: row.original_name,
    contentType:
      ARTWORK_CONTENT_TYPES[row.file_type as keyof typeof ARTWORK_CONTENT_TYPES] ??
      "application/octet-stream",
    sizeBytes: row.size_bytes,
    status: checkedStatus(row.status),
    rejectionReason: row.rejection_reason,
    uploadedAt: row.created_at,
    widthPx: row.width_px,
    heightPx: row.height_px,
    dpi: row.dpi,
    pageWidthMm: row.page_width_mm,
    pageHeightMm: row.page_height_mm,
    printDpi: row.print_dpi,
    printAsIsAt: row.print_as_is_at,
    thumbnailPages: row.thumbnail_pages ?? 0,
  };
}

/** A stored file as the file-slot rules see it (files-due.ts): with its print resolution and choice. */
export const slotFile = (
  row: Pick<
    Selectable<ArtworkFilesTable>,
    "line_item_id" | "set_index" | "status" | "print_dpi" | "print_as_is_at"
  >,
) => ({
  lineItemId: row.line_item_id,
  setIndex: row.set_index,
  status: row.status,
  printDpi: row.print_dpi,
  printAsIsAt: row.print_as_is_at,
});

export function listArtwork(context: Pick<RequestContext, "db">, orderId: string) {
  return context.db
    .selectFrom("artwork_files")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("line_item_id")
    .orderBy("set_index")
    .execute();
}
