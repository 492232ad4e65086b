import { orderEndpoints } from "#contract/orders/order.endpoints";
import { requireStaff } from "../accounts/staff-access";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { responseBody } from "../files/file-store";
import { notFound } from "../http/errors";
import { requireOwnOrder } from "../orders/own-order";
import { findByNumber } from "../orders/staff.routes";
import { thumbnailKey } from "./artwork-thumbnails";

/** The page pictures of an online design's print PDF (ADR 081), to the order's owner or to staff only. */

const pageOf = (value: string | undefined) => (/^\d{1,2}$/.test(value ?? "") ? Number(value) : -1);

async function thumbnail(context: RequestContext, orderId: string) {
  const page = pageOf(context.params.page);
  const file = await context.db
    .selectFrom("artwork_files")
    .select(["stored_name", "thumbnail_pages"])
    .where("order_id", "=", orderId)
    .where("id", "=", context.params.fileId ?? "")
    .executeTakeFirst();
  if (!file || page < 0 || page >= (file.thumbnail_pages ?? 0))
    throw notFound("THUMBNAIL_NOT_FOUND", "No thumbnail for this file");
  const stored = await context.files.get(thumbnailKey(orderId, file.stored_name, page));
  if (!stored) throw notFound("THUMBNAIL_NOT_FOUND", "No thumbnail for this file");
  return new Response(responseBody(stored), {
    status: 200,
    headers: {
      "content-type": "image/png",
      "content-length": String(stored.size),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

/** GET order/{id}/artwork/{fileId}/thumbnail/{page}: the owner's only; 404 for anyone else. */
async function customerThumbnail(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  return thumbnail(context, order.id);
}

/** GET admin/order/{number}/artwork/{fileId}/thumbnail/{page}: staff who may read orders. */
async function staffThumbnail(context: RequestContext) {
  await requireStaff(context, "orders:read");
  const order = await findByNumber(context, context.params.number ?? "");
  if (!order) throw notFound("ORDER_NOT_FOUND", "No order with this number");
  return thumbnail(context, order.id);
}

export const artworkThumbnailRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.artworkThumbnail, customerThumbnail),
  route(orderEndpoints.staffArtworkThumbnail, staffThumbnail),
];
