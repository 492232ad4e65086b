import { orderEndpoints } from "#contract/orders/order.endpoints";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { fileKeys, responseBody } from "../files/file-store";
import { notFound } from "../http/errors";
import { requireOwnOrder } from "../orders/own-order";
import { ARTWORK_CONTENT_TYPES } from "./artwork.rules";

/** Browsers show these inline; the others (PDF, TIFF) get no preview from the upload detail page. */
const PREVIEWABLE = new Set(["png", "jpeg"]);

/**
 * GET order/{id}/artwork/{fileId}/preview: the owner's PNG or JPEG file itself, for the upload detail
 * page's preview (issue 16 §7); 404 for other formats, other orders and anyone else.
 */
async function artworkPreview(context: RequestContext) {
  const { order } = await requireOwnOrder(context, context.params.id ?? "");
  const file = await context.db
    .selectFrom("artwork_files")
    .selectAll()
    .where("order_id", "=", order.id)
    .where("id", "=", context.params.fileId ?? "")
    .executeTakeFirst();
  if (!file || !PREVIEWABLE.has(file.file_type))
    throw notFound("ARTWORK_NOT_FOUND", "No preview for this file");
  const stored = await context.files.get(fileKeys.artwork(order.id, file.stored_name));
  if (!stored) throw notFound("ARTWORK_NOT_FOUND", "No preview for this file");
  return new Response(responseBody(stored), {
    status: 200,
    headers: {
      "content-type": ARTWORK_CONTENT_TYPES[file.file_type],
      "content-length": String(stored.size),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      // A print file is kept byte for byte (ADR 064), trailer and all: opened on its own, it runs nothing.
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
}

export const artworkPreviewRoutes: readonly RouteDefinition[] = [
  route(orderEndpoints.artworkPreview, artworkPreview),
];
