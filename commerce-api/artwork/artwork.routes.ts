import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { z } from "zod";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { lineItemBriefBodySchema, resetArtworkBodySchema } from "#contract/orders/order.requests";
import { type RequestContext, type RouteDefinition, route } from "../context";
import type { ArtworkFilesTable, Database } from "../db/schema";
import { fileKeys } from "../files/file-store";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { toOrderView } from "../orders/order.view";
import { mailFileRefused } from "../orders/order-mails";
import { findOrder, listOrderEvents } from "../orders/orders.repository";
import { requireOwnOrder } from "../orders/own-order";
import { outdateLineProofs } from "../orders/proofs.repository";
import { SERVICE_KEYS } from "../product/services";
import { measureArtwork } from "./artwork.measure";
import { artworkView } from "./artwork.repository";
import { artworkRefusal, fileCheck } from "./artwork.rules";
import { linesOf, measureColumns, setsOf, settleStatus, takesFile } from "./artwork-status";
import { inspectUploadedFile, readUploadedFile, storeOrderFile } from "./order-files";
import { deletePagePictures, listPicturedArtwork, storePagePictures } from "./page-pictures";
import { printDpiOf } from "./print-dpi";

/**
 * Print files (issue 6): POST order/line-item-artwork/ (multipart: orderId, lineItemId, setIndex, file)
 * and POST order/reset-line-item-artwork/ (spec §7). Files are typed by content, size-limited while
 * they stream in, stored whole or not at all (disk or bucket, ADR 071), and only ever the owner's.
 */

export async function answer(context: RequestContext, orderId: string) {
  const order = await findOrder(context.db, context.tenant.key, orderId);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No such order");
  const [events, files, briefs] = await Promise.all([
    listOrderEvents(context.db, order.id),
    listPicturedArtwork(context, order.id),
    context.db.selectFrom("line_briefs").selectAll().where("order_id", "=", order.id).execute(),
  ]);
  return {
    ...toOrderView(order, events),
    artwork: files.map(artworkView),
    briefs: briefs.map((row) => ({
      lineItemId: row.line_item_id,
      brief: row.brief,
      updatedAt: row.updated_at,
    })),
  };
}

const uploadFields = z.object({
  orderId: z.string().trim().min(1).max(100),
  lineItemId: z.string().trim().min(1).max(100),
  setIndex: z.coerce.number().int().min(0).max(49).default(0),
});

async function uploadArtwork(context: RequestContext) {
  const upload = await readUploadedFile(context);
  const fields = uploadFields.safeParse(upload.fields);
  if (!fields.success) throw badRequest("VALIDATION_ERROR", "orderId, lineItemId and setIndex are required");
  const file = upload.requireFile();

  const { order } = await requireOwnOrder(context, fields.data.orderId);
  const line = linesOf(order).find((candidate) => candidate.id === fields.data.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  const refusal = artworkRefusal(order.status, line.merchantInfo?.selectedUploadType);
  if (refusal === "ORDER_LOCKED")
    throw new HttpError(409, refusal, "Files can no longer be changed: production has started");
  if (refusal) throw new HttpError(409, refusal, "Our designers prepare this item's file from your brief");
  if (fields.data.setIndex >= setsOf(line))
    throw badRequest("SET_INDEX_INVALID", "This item has fewer artwork sets");

  const { bytes, type, dimensions } = await inspectUploadedFile(context, file, line.productKey);
  // The image at the size this line prints, a PDF's pictures at its page's: below PRINT_DPI the customer
  // is asked (ADR 081, 087).
  const printDpi = await printDpiOf(context, line, { bytes, type, dimensions });
  const check = fileCheck(
    dimensions,
    (line.services ?? []).some((service) => service.key === SERVICE_KEYS.fileCheck),
  );
  const storedName = await storeOrderFile(context, order.id, bytes, type);
  // Drawn now, from the bytes at hand: the customer's next page shows what was received (ADR 087).
  const pictures = await storePagePictures(
    context,
    order.id,
    { stored_name: storedName, file_type: type },
    bytes,
  );
  const now = context.now().toISOString();
  const previous = await context.db
    .selectFrom("artwork_files")
    .select(["stored_name", "thumbnail_pages"])
    .where("order_id", "=", order.id)
    .where("line_item_id", "=", line.id)
    .where("set_index", "=", fields.data.setIndex)
    .executeTakeFirst();
  const row = {
    id: randomUUID(),
    order_id: order.id,
    line_item_id: line.id,
    set_index: fields.data.setIndex,
    stored_name: storedName,
    original_name: (file.name || `artwork.${type}`).slice(0, 200),
    file_type: type,
    size_bytes: bytes.byteLength,
    status: check.status,
    rejection_reason: check.status === "rejected" ? check.reason : null,
    created_at: now,
    ...measureColumns(measureArtwork(bytes, type, dimensions)),
    print_dpi: printDpi,
    print_as_is_by: null,
    print_as_is_at: null,
    thumbnail_pages: pictures,
  };
  await context.db.transaction().execute(async (trx) => {
    await saveArtworkRow(trx, row);
    // A proof approved of the previous file doesn't show this one (ADR 081).
    await outdateLineProofs(trx, order, line.id, now);
    if (check.status === "rejected") await mailFileRefused(context, trx, order.id, refusalOf(row));
  });
  if (previous) await removeStoredFile(context, order.id, previous);
  await settleStatus(context, order, now);
  return answer(context, order.id);
}

const refusalOf = (row: Insertable<ArtworkFilesTable>) => ({
  lineItemId: row.line_item_id,
  fileName: row.original_name,
  reason: row.rejection_reason ?? "",
});

/** A replaced or removed file goes with its page pictures. */
async function removeStoredFile(
  context: RequestContext,
  orderId: string,
  file: { stored_name: string; thumbnail_pages: number | null },
) {
  await context.files.delete(fileKeys.artwork(orderId, file.stored_name));
  await deletePagePictures(context, orderId, file);
}

/** One file per line and set: a new upload replaces the previous one. */
async function saveArtworkRow(db: Kysely<Database>, row: Insertable<ArtworkFilesTable>) {
  await db
    .insertInto("artwork_files")
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(["order_id", "line_item_id", "set_index"]).doUpdateSet({
        id: row.id,
        stored_name: row.stored_name,
        original_name: row.original_name,
        file_type: row.file_type,
        size_bytes: row.size_bytes,
        status: row.status,
        rejection_reason: row.rejection_reason,
        created_at: row.created_at,
        width_px: row.width_px,
        height_px: row.height_px,
        dpi: row.dpi,
        page_width_mm: row.page_width_mm,
        page_height_mm: row.page_height_mm,
        // A new file is a new question: an earlier "print as is" was about the old one.
        print_dpi: row.print_dpi,
        print_as_is_by: null,
        print_as_is_at: null,
        thumbnail_pages: row.thumbnail_pages,
      }),
    )
    .execute();
}

/** POST order/reset-line-item-artwork/ (spec §7): the line's files are removed, before production only. */
async function resetArtwork(context: RequestContext) {
  const body = await readJsonBody(context.request, resetArtworkBodySchema);
  const { order } = await requireOwnOrder(context, body.orderId);
  const line = linesOf(order).find((candidate) => candidate.id === body.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  if (artworkRefusal(order.status, undefined))
    throw new HttpError(409, "ORDER_LOCKED", "Files can no longer be changed: production has started");
  const now = context.now().toISOString();
  const files = await context.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("artwork_files")
      .where("order_id", "=", order.id)
      .where("line_item_id", "=", line.id)
      .returning(["stored_name", "thumbnail_pages"])
      .execute();
    // With its file gone, the line's approved proof no longer stands for what will print (ADR 081).
    if (removed.length > 0) await outdateLineProofs(trx, order, line.id, now);
    return removed;
  });
  await Promise.all(files.map((file) => removeStoredFile(context, order.id, file)));
  await settleStatus(context, order, now);
  return answer(context, order.id);
}

/** GET order/{id}/artwork: the owner's files of one order (the upload screen reads it). */
async function orderArtwork(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  return answer(context, order.id);
}

/** POST order/line-item-brief/: what our designers should create for a design-service line. */
async function saveBrief(context: RequestContext) {
  const body = await readJsonBody(context.request, lineItemBriefBodySchema);
  const { order } = await requireOwnOrder(context, body.orderId);
  const line = linesOf(order).find((candidate) => candidate.id === body.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  if (takesFile(line))
    throw new HttpError(409, "NOT_DESIGN_SERVICE", "This item takes a print file, not a brief");
  if (artworkRefusal(order.status, undefined))
    throw new HttpError(409, "ORDER_LOCKED", "Production has started");
  const now = context.now().toISOString();
  await context.db
    .insertInto("line_briefs")
    .values({ order_id: order.id, line_item_id: line.id, brief: body.brief, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(["order_id", "line_item_id"]).doUpdateSet({ brief: body.brief, updated_at: now }),
    )
    .execute();
  return answer(context, order.id);
}

export const artworkRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.saveBrief, saveBrief),
  route(orderEndpoints.uploadArtwork, uploadArtwork),
  route(orderEndpoints.resetArtwork, resetArtwork),
  route(orderEndpoints.artwork, orderArtwork),
];
