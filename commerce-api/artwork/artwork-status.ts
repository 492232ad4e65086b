import { lineTakesFile } from "#contract/orders/files-due";
import type { RequestContext } from "../context";
import type { OrderRow } from "../orders/orders.repository";
import type { ArtworkMeasures } from "./artwork.measure";
import { listArtwork, slotFile } from "./artwork.repository";
import { artworkComplete } from "./artwork.rules";

/**
 * An order's print-file state, shared by the upload routes, the design print files and the order
 * routes: its lines as stored, and the one move files make (complete → file check, and back when one
 * is refused or reset).
 */

export interface OrderLine {
  id: string;
  productKey?: string;
  selectedAttributes?: Record<string, string>;
  multiArtworkSetsNumber?: number;
  merchantInfo?: { selectedUploadType?: string };
  services?: { key: string }[];
}

export const linesOf = (order: OrderRow) =>
  (JSON.parse(order.order_json) as { lineItems?: OrderLine[] }).lineItems ?? [];
export const setsOf = (line: OrderLine) => Math.max(1, line.multiArtworkSetsNumber ?? 1);
export const takesFile = (line: OrderLine) => lineTakesFile(line.merchantInfo?.selectedUploadType);

/** Moves the order on when its files are complete, or back when one was refused or reset. */
export async function settleStatus(context: RequestContext, order: OrderRow, now: string) {
  const files = await listArtwork(context, order.id);
  const complete = artworkComplete(
    linesOf(order).map((line) => ({ id: line.id, sets: setsOf(line), takesFile: takesFile(line) })),
    files.map(slotFile),
  );
  const to =
    complete && order.status === "awaiting_artwork"
      ? "file_check"
      : !complete && order.status === "file_check"
        ? "awaiting_artwork"
        : null;
  if (!to) return;
  await context.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("orders")
      .set({ status: to })
      .where("id", "=", order.id)
      .where("status", "=", order.status)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await trx
      .insertInto("order_events")
      .values({
        order_id: order.id,
        from_status: order.status,
        to_status: to,
        actor: "system:artwork",
        at: now,
      })
      .execute();
  });
}

export const measureColumns = (measures: ArtworkMeasures) => ({
  width_px: measures.widthPx,
  height_px: measures.heightPx,
  dpi: measures.dpi,
  page_width_mm: measures.pageWidthMm,
  page_height_mm: measures.pageHeightMm,
});
