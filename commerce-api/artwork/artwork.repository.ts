import type { RequestContext } from "../context";
import { ARTWORK_CONTENT_TYPES, type FileCheckOutcome } from "./artwork.rules";

/** An order's print files, and how the API shows one (issue 6). */

/** A stored check result; the column only ever holds the check's outcomes (FileCheckOutcome). */
export function checkedStatus(status: string): FileCheckOutcome["status"] {
  if (status === "accepted" || status === "rejected") return status;
  throw new Error(`Unknown print file status ${status}`);
}

export function artworkView(row: {
  id: string;
  line_item_id: string;
  set_index: number;
  original_name: string;
  file_type: string;
  size_bytes: number;
  status: string;
  rejection_reason: string | null;
  created_at: string;
  width_px: number | null;
  height_px: number | null;
  dpi: number | null;
  page_width_mm: number | null;
  page_height_mm: number | null;
}) {
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
  };
}

export function listArtwork(context: Pick<RequestContext, "db">, orderId: string) {
  return context.db
    .selectFrom("artwork_files")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("line_item_id")
    .orderBy("set_index")
    .execute();
}
