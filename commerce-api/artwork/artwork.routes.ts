import { randomUUID } from "node:crypto";
import { rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Insertable, Kysely } from "kysely";
import { z } from "zod";
import { lineTakesFile } from "../../contract/orders/files-due";
import { lineItemBriefBodySchema, resetArtworkBodySchema } from "../../contract/orders/order.requests";
import type { RequestContext, RouteDefinition } from "../context";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import type { ArtworkFilesTable, Database } from "../db/schema";
import { readBoundedBytes, readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { toOrderView } from "../orders/order.view";
import { mailFileRefused } from "../orders/order-mails";
import { findOrder, listOrderEvents, type OrderRow } from "../orders/orders.repository";
import { requireOwnOrder } from "../orders/orders.routes";
import { SERVICE_KEYS } from "../product/services";
import { requirePrintFileWithinBudget } from "../uploads/upload-refusals";
import { type ArtworkMeasures, measureArtwork } from "./artwork.measure";
import { artworkView, listArtwork } from "./artwork.repository";
import {
  artworkComplete,
  artworkRefusal,
  damagedArtworkMessage,
  fileCheck,
  inspectArtwork,
} from "./artwork.rules";

/**
 * Print files (issue 6): POST order/line-item-artwork/ (multipart: orderId, lineItemId, setIndex, file)
 * and POST order/reset-line-item-artwork/ (spec §7). Files are typed by content, size-limited while
 * they stream in, written under the data directory atomically, and only ever the owner's.
 */

interface OrderLine {
  id: string;
  productKey?: string;
  multiArtworkSetsNumber?: number;
  merchantInfo?: { selectedUploadType?: string };
  services?: { key: string }[];
}

const linesOf = (order: OrderRow) =>
  (JSON.parse(order.order_json) as { lineItems?: OrderLine[] }).lineItems ?? [];
const setsOf = (line: OrderLine) => Math.max(1, line.multiArtworkSetsNumber ?? 1);
const takesFile = (line: OrderLine) => lineTakesFile(line.merchantInfo?.selectedUploadType);

async function answer(context: RequestContext, orderId: string) {
  const order = await findOrder(context.db, context.tenant.key, orderId);
  if (!order) throw notFound("ORDER_NOT_FOUND", "No such order");
  const [events, files, briefs] = await Promise.all([
    listOrderEvents(context.db, order.id),
    listArtwork(context, order.id),
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

/** Moves the order on when its files are complete, or back when one was refused or reset. */
export async function settleStatus(context: RequestContext, order: OrderRow, now: string) {
  const files = await listArtwork(context, order.id);
  const complete = artworkComplete(
    linesOf(order).map((line) => ({ id: line.id, sets: setsOf(line), takesFile: takesFile(line) })),
    files.map((file) => ({ lineItemId: file.line_item_id, setIndex: file.set_index, status: file.status })),
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

const uploadFields = z.object({
  orderId: z.string().trim().min(1).max(100),
  lineItemId: z.string().trim().min(1).max(100),
  setIndex: z.coerce.number().int().min(0).max(49).default(0),
});

async function uploadArtwork(context: RequestContext) {
  const maxBytes = context.artworkMaxBytes ?? 50 * 1024 * 1024;
  const contentType = context.request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", "Send the file as multipart/form-data");
  // The multipart envelope (field names, boundaries) gets a little room on top of the file itself.
  const body = await readBoundedBytes(
    context.request,
    maxBytes + 64 * 1024,
    () =>
      new HttpError(
        413,
        "ARTWORK_TOO_LARGE",
        `Files up to ${Math.floor(maxBytes / 1024 / 1024)} MB are accepted`,
      ),
  );
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("MULTIPART_INVALID", "The upload was cut off or malformed; nothing was saved");
  }
  const fields = uploadFields.safeParse(
    Object.fromEntries([...form].filter(([, value]) => typeof value === "string")),
  );
  if (!fields.success) throw badRequest("VALIDATION_ERROR", "orderId, lineItemId and setIndex are required");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw badRequest("ARTWORK_MISSING", "Choose a file to upload");
  if (file.size > maxBytes)
    throw new HttpError(
      413,
      "ARTWORK_TOO_LARGE",
      `Files up to ${Math.floor(maxBytes / 1024 / 1024)} MB are accepted`,
    );

  const { order } = await requireOwnOrder(context, fields.data.orderId);
  const line = linesOf(order).find((candidate) => candidate.id === fields.data.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  const refusal = artworkRefusal(order.status, line.merchantInfo?.selectedUploadType);
  if (refusal === "ORDER_LOCKED")
    throw new HttpError(409, refusal, "Files can no longer be changed: production has started");
  if (refusal) throw new HttpError(409, refusal, "Our designers prepare this item's file from your brief");
  if (fields.data.setIndex >= setsOf(line))
    throw badRequest("SET_INDEX_INVALID", "This item has fewer artwork sets");

  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspected = inspectArtwork(bytes);
  if (inspected.status === "unsupported")
    throw new HttpError(
      415,
      "ARTWORK_TYPE_UNSUPPORTED",
      "This file is not a PDF, PNG, JPEG or TIFF, whatever its name says",
    );
  // A supported format that doesn't decode would fail at the printer: refused now, nothing stored.
  if (inspected.status === "damaged")
    throw new HttpError(422, "ARTWORK_DAMAGED", damagedArtworkMessage(inspected.type));
  const { type } = inspected;
  // Kept byte for byte for the printer, so never re-encoded: bounded by what it declares instead.
  const damagedMessage = damagedArtworkMessage(type);
  await requirePrintFileWithinBudget(context, "ARTWORK", { bytes, type, damagedMessage }, line.productKey);
  const check = fileCheck(
    inspected.dimensions,
    (line.services ?? []).some((service) => service.key === SERVICE_KEYS.fileCheck),
  );

  const root = context.artworkDir ?? "artwork";
  const dir = path.join(root, order.id);
  const storedName = `${randomUUID()}.${type}`;
  // Customers' print files are theirs alone: owner-only directories (the root too, if an older
  // version created it open) and files.
  await ensurePrivateDir(root);
  await ensurePrivateDir(dir);
  // Written under a temporary name and renamed: a reader never sees half a file.
  const temporary = path.join(dir, `.${storedName}.part`);
  await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
  await rename(temporary, path.join(dir, storedName));
  const now = context.now().toISOString();
  const previous = await context.db
    .selectFrom("artwork_files")
    .select("stored_name")
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
    ...measureColumns(measureArtwork(bytes, type, inspected.dimensions)),
  };
  await context.db.transaction().execute(async (trx) => {
    await saveArtworkRow(trx, row);
    if (check.status === "rejected") await mailFileRefused(context, trx, order.id, refusalOf(row));
  });
  if (previous) await rm(path.join(dir, previous.stored_name), { force: true });
  await settleStatus(context, order, now);
  return answer(context, order.id);
}

const refusalOf = (row: Insertable<ArtworkFilesTable>) => ({
  lineItemId: row.line_item_id,
  fileName: row.original_name,
  reason: row.rejection_reason ?? "",
});

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
      }),
    )
    .execute();
}

export const measureColumns = (measures: ArtworkMeasures) => ({
  width_px: measures.widthPx,
  height_px: measures.heightPx,
  dpi: measures.dpi,
  page_width_mm: measures.pageWidthMm,
  page_height_mm: measures.pageHeightMm,
});

/** POST order/reset-line-item-artwork/ (spec §7): the line's files are removed, before production only. */
async function resetArtwork(context: RequestContext) {
  const body = await readJsonBody(context.request, resetArtworkBodySchema);
  const { order } = await requireOwnOrder(context, body.orderId);
  const line = linesOf(order).find((candidate) => candidate.id === body.lineItemId);
  if (!line) throw notFound("LINE_ITEM_NOT_FOUND", "No such line item in this order");
  if (artworkRefusal(order.status, undefined))
    throw new HttpError(409, "ORDER_LOCKED", "Files can no longer be changed: production has started");
  const files = await context.db
    .deleteFrom("artwork_files")
    .where("order_id", "=", order.id)
    .where("line_item_id", "=", line.id)
    .returning("stored_name")
    .execute();
  await Promise.all(
    files.map((file) =>
      rm(path.join(context.artworkDir ?? "artwork", order.id, file.stored_name), { force: true }),
    ),
  );
  await settleStatus(context, order, context.now().toISOString());
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
  { method: "POST", path: "/api/v1/order/line-item-brief", handler: saveBrief },
  { method: "POST", path: "/api/v1/order/line-item-artwork", handler: uploadArtwork },
  { method: "POST", path: "/api/v1/order/reset-line-item-artwork", handler: resetArtwork },
  { method: "GET", path: "/api/v1/order/:id/artwork", handler: orderArtwork },
];
