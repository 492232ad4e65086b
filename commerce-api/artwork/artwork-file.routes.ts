import { orderEndpoints } from "#contract/orders/order.endpoints";
import { requireStaff } from "../accounts/staff-access";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { fileKeys, responseBody } from "../files/file-store";
import { notFound } from "../http/errors";
import { requireOwnOrder } from "../orders/own-order";
import { findByNumber } from "../orders/staff.routes";
import { ARTWORK_CONTENT_TYPES, type ArtworkType } from "./artwork.rules";
import { headerFileName } from "./file-name";

/**
 * Downloads of an order's print files (issue 36 §5): every uploaded file and the print PDF made from
 * an online design (both are artwork_files rows), byte for byte, to the order's owner or to staff only.
 */
async function artworkFile(context: RequestContext, orderId: string) {
  const file = await context.db
    .selectFrom("artwork_files")
    .select(["stored_name", "original_name", "file_type"])
    .where("order_id", "=", orderId)
    .where("id", "=", context.params.fileId ?? "")
    .executeTakeFirst();
  const stored = file ? await context.files.get(fileKeys.artwork(orderId, file.stored_name)) : null;
  if (!file || !stored) throw notFound("ARTWORK_NOT_FOUND", "No such file");
  return new Response(responseBody(stored), {
    status: 200,
    headers: {
      "content-type": ARTWORK_CONTENT_TYPES[file.file_type as ArtworkType] ?? "application/octet-stream",
      "content-length": String(stored.size),
      "content-disposition": `attachment; filename="${headerFileName(file.original_name, file.file_type)}"`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // Kept byte for byte (ADR 064): opened on its own, it runs nothing.
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/** GET order/{id}/artwork/{fileId}/file: the owner's only; 404 for anyone else. */
async function customerArtworkFile(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  return artworkFile(context, order.id);
}

/** GET admin/order/{number}/artwork/{fileId}/file: staff who may read orders. */
async function staffArtworkFile(context: RequestContext) {
  await requireStaff(context, "orders:read");
  const order = await findByNumber(context, context.params.number ?? "");
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  return artworkFile(context, order.id);
}

export const artworkFileRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.artworkFile, customerArtworkFile),
  route(orderEndpoints.staffArtworkFile, staffArtworkFile),
];
