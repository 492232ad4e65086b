import { randomUUID } from "node:crypto";
import { mediaEndpoints } from "#contract/media/media.endpoints";
import { mediaDeleteBodySchema, mediaPlaceBodySchema } from "#contract/media/media.requests";
import { isMediaName, mediaPath } from "#contract/media/media.schemas";
import { hasForbiddenCharacters } from "#contract/text";
import { requireStaff } from "../accounts/staff-access";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { fileKeys, responseBody } from "../files/file-store";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import {
  findMedia,
  findMediaByName,
  listMedia,
  mediaUses,
  mediaView,
  pagesWithImages,
  productImages,
  recentMediaEvents,
  recordMediaEvent,
} from "./media.repository";
import { imageSlots, MEDIA_CONTENT_TYPES, mediaName, parseMediaTarget, withImageInSlot } from "./media.rules";
import { cleanMediaUpload, readMediaUpload } from "./media-upload";

/**
 * The staff media library (issue 16 §6, ADR 029): staff upload images (typed by content, size
 * limited), list and search them, place one on a content page or a product, and delete one nothing
 * uses. Every change is a media event naming the staff member. GET media/{name} serves an image to
 * anyone: the storefront answers /media/{name} with it and a year-long cache.
 */

const actorOf = (staff: { id: string }) => `staff:${staff.id}`;

/** Staff ids → their email addresses, so people read who made a change. */
async function staffNames(context: RequestContext): Promise<Map<string, string>> {
  const rows = await context.db
    .selectFrom("customers")
    .select(["id", "email"])
    .where("role", "=", "admin")
    .execute();
  return new Map(rows.map((row) => [`staff:${row.id}`, row.email]));
}

async function libraryAnswer(context: RequestContext, query: string) {
  const [rows, uses, pages, products, events, names] = await Promise.all([
    listMedia(context.db, context.tenant.key, query),
    mediaUses(context.db, context.tenant.key),
    pagesWithImages(context.db, context.tenant.key),
    productImages(context.db, context.tenant.key),
    recentMediaEvents(context.db, context.tenant.key),
    staffNames(context),
  ]);
  const who = (actor: string) => names.get(actor) ?? actor;
  return {
    items: rows.map((row) => ({
      ...mediaView(row, uses.get(row.name) ?? []),
      createdBy: who(row.created_by),
    })),
    targets: [
      ...pages.flatMap((page) =>
        imageSlots(page.blocks).map((slot) => ({
          target: `page:${page.id}:${slot.slot}`,
          kind: slot.kind,
          page: page.path,
          label: slot.label,
        })),
      ),
      ...products.map((product) => ({
        target: `product:${product.productKey}`,
        kind: "product" as const,
        page: null,
        label: product.name,
      })),
    ],
    events: events.map((event) => ({ ...event, actor: who(event.actor) })),
  };
}

/** GET admin/media/?q=: the library, newest first, searched by file name. */
async function getLibrary(context: RequestContext) {
  await requireStaff(context, "media:read");
  const query = (context.url.searchParams.get("q") ?? "").trim().slice(0, 80);
  return libraryAnswer(context, query);
}

/** POST admin/media/ (multipart: file): a PNG or JPEG, by content, stored re-encoded; the same image twice is one. */
async function uploadMedia(context: RequestContext) {
  const staff = await requireStaff(context, "media:write");
  const upload = await readMediaUpload(context);
  const image = await cleanMediaUpload(upload.bytes);
  const { bytes } = image;
  const name = mediaName(bytes, image.type);
  const existing = await findMediaByName(context.db, context.tenant.key, name);
  if (existing) return mediaView(existing, []);
  // Stored whole or not at all (ADR 071): a reader never sees half an image.
  await context.files.put(fileKeys.media(context.tenant.key, name), bytes, MEDIA_CONTENT_TYPES[image.type]);
  const now = context.now().toISOString();
  const row = {
    id: randomUUID(),
    tenant_key: context.tenant.key,
    name,
    // A name with control characters is kept as the hashed name: it is shown to staff, never trusted.
    original_name: upload.name && !hasForbiddenCharacters(upload.name) ? upload.name.slice(0, 200) : name,
    file_type: image.type,
    width: image.width,
    height: image.height,
    size_bytes: bytes.byteLength,
    created_by: actorOf(staff),
    created_at: now,
  };
  const inserted = await context.db.transaction().execute(async (trx) => {
    // Two staff sending the same bytes at once: the second insert finds the first one's row.
    const result = await trx
      .insertInto("media_files")
      .values(row)
      .onConflict((conflict) => conflict.columns(["tenant_key", "name"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await recordMediaEvent(trx, {
      tenantKey: context.tenant.key,
      name,
      action: "uploaded",
      detail: row.original_name,
      actor: row.created_by,
      at: now,
    });
    return true;
  });
  if (!inserted) {
    const winner = await findMediaByName(context.db, context.tenant.key, name);
    if (winner) return mediaView(winner, []);
  }
  return mediaView(row, []);
}

/** POST admin/media/place/: the image goes into a page's image slot, or becomes a product's image. */
async function placeMedia(context: RequestContext) {
  const staff = await requireStaff(context, "media:write");
  const body = await readJsonBody(context.request, mediaPlaceBodySchema);
  const media = await findMedia(context.db, context.tenant.key, body.mediaId);
  if (!media) throw notFound("MEDIA_NOT_FOUND", "No such image in the library");
  const target = parseMediaTarget(body.target);
  if (!target) throw badRequest("TARGET_INVALID", "Choose a page image or a product");
  const url = mediaPath(media.name);
  const now = context.now().toISOString();
  await context.db.transaction().execute(async (trx) => {
    if (target.kind === "page") {
      const page = (await pagesWithImages(trx, context.tenant.key)).find(
        (candidate) => candidate.id === target.pageId,
      );
      const blocks = page ? withImageInSlot(page.blocks, target.slot, url) : null;
      if (!blocks) throw notFound("TARGET_NOT_FOUND", "This page has no such image");
      await trx
        .updateTable("pages")
        .set({ blocks_json: JSON.stringify(blocks), updated_at: now })
        .where("tenant_key", "=", context.tenant.key)
        .where("id", "=", target.pageId)
        .execute();
    } else {
      const updated = await trx
        .updateTable("products")
        .set({ image_url: url })
        .where("tenant_key", "=", context.tenant.key)
        .where("product_key", "=", target.productKey)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound("TARGET_NOT_FOUND", "No such product");
    }
    await recordMediaEvent(trx, {
      tenantKey: context.tenant.key,
      name: media.name,
      action: "placed",
      detail: body.target,
      actor: actorOf(staff),
      at: now,
    });
  });
  return libraryAnswer(context, "");
}

/** POST admin/media/delete/: refused (409, with where it is used) while a page or product shows it. */
async function deleteMedia(context: RequestContext) {
  const staff = await requireStaff(context, "media:write");
  const body = await readJsonBody(context.request, mediaDeleteBodySchema);
  const media = await findMedia(context.db, context.tenant.key, body.mediaId);
  if (!media) throw notFound("MEDIA_NOT_FOUND", "No such image in the library");
  const uses = (await mediaUses(context.db, context.tenant.key)).get(media.name) ?? [];
  if (uses.length > 0)
    throw new HttpError(
      409,
      "MEDIA_IN_USE",
      `This image is still used by: ${uses.map((use) => use.label).join(", ")}`,
    );
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("media_files").where("id", "=", media.id).execute();
    await recordMediaEvent(trx, {
      tenantKey: context.tenant.key,
      name: media.name,
      action: "deleted",
      detail: media.original_name,
      actor: actorOf(staff),
      at: context.now().toISOString(),
    });
  });
  await context.files.delete(fileKeys.media(context.tenant.key, media.name));
  return libraryAnswer(context, "");
}

/** GET media/{name}: the image's bytes, for anyone (the storefront adds the cache headers). */
async function serveMedia(context: RequestContext) {
  const name = context.params.name ?? "";
  const media = isMediaName(name) ? await findMediaByName(context.db, context.tenant.key, name) : undefined;
  if (!media) throw notFound("MEDIA_NOT_FOUND", "No such image");
  const stored = await context.files.get(fileKeys.media(context.tenant.key, media.name));
  if (!stored) throw notFound("MEDIA_NOT_FOUND", "No such image");
  return new Response(responseBody(stored), {
    status: 200,
    headers: {
      "content-type": MEDIA_CONTENT_TYPES[media.file_type],
      "content-length": String(stored.size),
      "x-content-type-options": "nosniff",
    },
  });
}

export const mediaRoutes: readonly RouteDefinition[] = [
  route(mediaEndpoints.library, getLibrary),
  route(mediaEndpoints.upload, uploadMedia),
  route(mediaEndpoints.place, placeMedia),
  route(mediaEndpoints.delete, deleteMedia),
  route(mediaEndpoints.file, serveMedia),
];
