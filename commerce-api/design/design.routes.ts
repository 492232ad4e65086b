import { randomUUID } from "node:crypto";
import { z } from "zod";
import { designEndpoints } from "#contract/design/design.endpoints";
import {
  createDesignBodySchema,
  shareDesignBodySchema,
  updateDesignBodySchema,
} from "#contract/design/design.schemas";
import { designFormatOf } from "#contract/design/formats";
import type { Scene } from "#contract/design/scene.schemas";
import { optionalCustomer } from "../accounts/sessions";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { fileKeys, responseBody } from "../files/file-store";
import { readJsonBody } from "../http/body";
import { badRequest, HttpError, notFound } from "../http/errors";
import { requireProduct } from "../product/product.service";
import { budgetForProduct } from "../uploads/upload-refusals";
import {
  type DesignOwner,
  designSummary,
  designView,
  findDesign,
  handOverDesigns,
  isOwner,
  listDesigns,
  ownerColumns,
  sceneOf,
} from "./design.repository";
import {
  DESIGN_IMAGE_TYPES,
  loadSceneImages,
  prepareDesignImage,
  readDesignImageUpload,
  storeDesignImage,
} from "./design-images";
import { getTemplate, listTemplates } from "./design-templates.routes";
import { renderPreviewPng } from "./render-preview";

/**
 * Designs of the online editor (issue 14, ADR 035). A design belongs to a signed-in customer or to a
 * visitor's anonymous id; a customer who sends the anonymous id of their visit takes its designs
 * over (like the cart at login). Another owner's design is the same 404 as a missing one, unless
 * it is shared (read-only).
 */
const anonymousIdSchema = z.uuid();

async function resolveOwner(
  context: RequestContext,
  anonymousUserId: string | null | undefined,
): Promise<DesignOwner> {
  const visitor = anonymousUserId ? anonymousIdSchema.safeParse(anonymousUserId) : null;
  if (visitor && !visitor.success) throw badRequest("VALIDATION_ERROR", "anonymousUserId is not a valid id");
  const customer = await optionalCustomer(context);
  if (customer) {
    if (visitor?.success) await handOverDesigns(context.db, context.tenant.key, visitor.data, customer.id);
    return { customerId: customer.id };
  }
  if (!visitor?.success)
    throw new HttpError(401, "DESIGN_OWNER_REQUIRED", "Sign in, or send the visitor's anonymousUserId");
  return { anonymousUserId: visitor.data };
}

const queryOwner = (context: RequestContext) =>
  resolveOwner(context, context.url.searchParams.get("anonymousUserId"));

const imageIdsOf = (scene: Scene) =>
  scene.pages.flatMap((page) =>
    page.layers.flatMap((layer) => (layer.type === "image" && layer.imageId ? [layer.imageId] : [])),
  );

/** Every picture a scene places must be one of the owner's own uploads. */
async function requireOwnImages(context: RequestContext, scene: Scene, owner: DesignOwner) {
  const ids = [...new Set(imageIdsOf(scene))];
  if (ids.length === 0) return;
  const rows = await context.db
    .selectFrom("design_images")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("id", "in", ids)
    .execute();
  const own = rows.filter((row) => isOwner(row, owner));
  if (own.length !== ids.length)
    throw badRequest("DESIGN_IMAGE_UNKNOWN", "The design places a picture that was not uploaded here");
}

async function preview(context: RequestContext, scene: Scene) {
  return renderPreviewPng(scene, await loadSceneImages(context, scene, imageIdsOf(scene)));
}

/** The scene must be drawn at the trim size of the product's format. */
async function requireFormat(context: RequestContext, productKey: string, formatKey: string, scene: Scene) {
  const product = await requireProduct(context, productKey);
  if (!product.definition.designExperience)
    throw badRequest("DESIGN_NOT_OFFERED", "This product can't be designed online");
  const format = designFormatOf(formatKey);
  if (!format) throw badRequest("DESIGN_FORMAT_UNKNOWN", `No trim size for format ${formatKey}`);
  if (scene.format.widthMm !== format.widthMm || scene.format.heightMm !== format.heightMm)
    throw badRequest(
      "DESIGN_FORMAT_MISMATCH",
      `The design must be ${format.widthMm} × ${format.heightMm} mm for this format`,
    );
}

async function createDesign(context: RequestContext) {
  const body = await readJsonBody(context.request, createDesignBodySchema);
  const owner = await resolveOwner(context, body.anonymousUserId);
  await requireFormat(context, body.productKey, body.formatKey, body.scene);
  await requireOwnImages(context, body.scene, owner);
  const now = context.now().toISOString();
  const row = {
    id: randomUUID(),
    tenant_key: context.tenant.key,
    ...ownerColumns(owner),
    name: body.name,
    product_key: body.productKey,
    page_path: body.pagePath,
    format_key: body.formatKey,
    template_id: body.templateId ?? null,
    scene_json: JSON.stringify(body.scene),
    pages: body.scene.pages.length,
    shared: 0,
    preview_png: await preview(context, body.scene),
    created_at: now,
    updated_at: now,
  };
  await context.db.insertInto("designs").values(row).execute();
  return designView(row, true);
}

async function requireDesign(
  context: RequestContext,
  owner: DesignOwner | null,
  { write }: { write: boolean },
) {
  const row = await findDesign(context.db, context.tenant.key, context.params.id ?? "");
  const owned = Boolean(row && owner && isOwner(row, owner));
  if (!row || (!owned && (write || row.shared !== 1))) throw notFound("DESIGN_NOT_FOUND", "No such design");
  return { row, owned };
}

/** Reading accepts anyone for a shared design; an owner is resolved when one is given. */
async function readerOf(context: RequestContext) {
  const anonymous = context.url.searchParams.get("anonymousUserId");
  if (!anonymous && !context.request.headers.has("authorization")) return null;
  return resolveOwner(context, anonymous);
}

async function getDesign(context: RequestContext) {
  const { row, owned } = await requireDesign(context, await readerOf(context), { write: false });
  return designView(row, owned);
}

async function updateDesign(context: RequestContext) {
  const body = await readJsonBody(context.request, updateDesignBodySchema);
  const owner = await resolveOwner(context, body.anonymousUserId);
  const { row } = await requireDesign(context, owner, { write: true });
  await requireFormat(context, row.product_key, row.format_key, body.scene);
  await requireOwnImages(context, body.scene, owner);
  const changes = {
    name: body.name ?? row.name,
    scene_json: JSON.stringify(body.scene),
    pages: body.scene.pages.length,
    preview_png: await preview(context, body.scene),
    updated_at: context.now().toISOString(),
  };
  await context.db.updateTable("designs").set(changes).where("id", "=", row.id).execute();
  return designView({ ...row, ...changes }, true);
}

/** PATCH designs/{id}/sharing: the owner lets anyone with the link open (and order) the design, or stops it. */
async function shareDesign(context: RequestContext) {
  const body = await readJsonBody(context.request, shareDesignBodySchema);
  const { row } = await requireDesign(context, await resolveOwner(context, body.anonymousUserId), {
    write: true,
  });
  const shared = body.shared ? 1 : 0;
  await context.db.updateTable("designs").set({ shared }).where("id", "=", row.id).execute();
  return designView({ ...row, shared }, true);
}

async function deleteDesign(context: RequestContext) {
  const { row } = await requireDesign(context, await queryOwner(context), { write: true });
  await context.db.deleteFrom("designs").where("id", "=", row.id).execute();
  return { deleted: row.id };
}

async function listOwnDesigns(context: RequestContext) {
  const rows = await listDesigns(context.db, context.tenant.key, await queryOwner(context));
  return { designs: rows.map(designSummary) };
}

async function designPreview(context: RequestContext) {
  const { row } = await requireDesign(context, await readerOf(context), { write: false });
  const png = row.preview_png ?? (await preview(context, sceneOf(row.scene_json)));
  return new Response(Buffer.from(png), {
    status: 200,
    headers: {
      "content-type": "image/png",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

async function uploadDesignImage(context: RequestContext) {
  const upload = await readDesignImageUpload(context);
  const owner = await resolveOwner(context, upload.anonymousUserId);
  const image = await prepareDesignImage(upload.bytes, await budgetForProduct(context, upload.productKey));
  const id = randomUUID();
  const storedName = await storeDesignImage(context, id, image.type, image.bytes);
  await context.db
    .insertInto("design_images")
    .values({
      id,
      tenant_key: context.tenant.key,
      ...ownerColumns(owner),
      stored_name: storedName,
      file_type: image.type,
      width_px: image.width,
      height_px: image.height,
      size_bytes: image.bytes.byteLength,
      created_at: context.now().toISOString(),
    })
    .execute();
  return {
    id,
    type: image.type,
    widthPx: image.width,
    heightPx: image.height,
    sizeBytes: image.bytes.byteLength,
  };
}

/** The owner's picture itself, for the editor; an SVG can't run anything (sandboxed, no sources). */
async function designImageFile(context: RequestContext) {
  const owner = await queryOwner(context);
  const row = await context.db
    .selectFrom("design_images")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("id", "=", context.params.id ?? "")
    .executeTakeFirst();
  if (!row || !isOwner(row, owner)) throw notFound("DESIGN_IMAGE_NOT_FOUND", "No such picture");
  const stored = await context.files.get(fileKeys.designImage(row.stored_name));
  if (!stored) throw notFound("DESIGN_IMAGE_NOT_FOUND", "No such picture");
  return new Response(responseBody(stored), {
    status: 200,
    headers: {
      "content-type": DESIGN_IMAGE_TYPES[row.file_type],
      "content-length": String(stored.size),
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}

export const designEditorRoutes: readonly RouteDefinition[] = [
  route(designEndpoints.templates, listTemplates),
  route(designEndpoints.template, getTemplate),
  route(designEndpoints.designs, listOwnDesigns),
  route(designEndpoints.createDesign, createDesign),
  route(designEndpoints.design, getDesign),
  route(designEndpoints.updateDesign, updateDesign),
  route(designEndpoints.deleteDesign, deleteDesign),
  route(designEndpoints.shareDesign, shareDesign),
  route(designEndpoints.designPreview, designPreview),
  route(designEndpoints.uploadImage, uploadDesignImage),
  route(designEndpoints.image, designImageFile),
];
