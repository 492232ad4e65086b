import { randomUUID } from "node:crypto";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { DESIGN_LIMITS, type Scene } from "../../contract/design/scene.schemas";
import { decodeJpeg, decodePng } from "../artwork/artwork.decode";
import type { RequestContext } from "../context";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import type { DesignImagesTable } from "../db/schema-designs";
import { readBoundedBytes } from "../http/body";
import { badRequest, HttpError } from "../http/errors";
import { type CleanImage, type CleanOutcome, cleanSvg, reencodeRaster } from "../uploads/clean-image";
import { pageBudget, type UploadBudget } from "../uploads/upload-budget";
import { overBudgetError, requireWithinBudget } from "../uploads/upload-refusals";
import type { DesignImage } from "./render-pdf";

/**
 * Pictures placed in designs (issue 14): PNG, JPEG or SVG, typed by their content whatever their
 * name says, at most 25 MB, stored clean (issue 35) as private files next to the print files.
 */
const tooLarge = () =>
  new HttpError(
    413,
    "DESIGN_IMAGE_TOO_LARGE",
    `Pictures up to ${DESIGN_LIMITS.imageBytes / 1024 / 1024} MB are accepted`,
  );

export const designImageDir = (context: Pick<RequestContext, "artworkDir">) =>
  path.join(context.artworkDir ?? "artwork", "design-images");

const SVG_ROOT = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i;

const unsupported = () =>
  new HttpError(
    415,
    "DESIGN_IMAGE_TYPE_UNSUPPORTED",
    "This file is not a PNG, JPEG or SVG picture, whatever its name says",
  );

function cleanedOrThrow(outcome: CleanOutcome, onDamaged: () => HttpError): CleanImage {
  if (outcome.ok) return outcome.image;
  throw outcome.refusal.reason === "damaged" ? onDamaged() : overBudgetError("DESIGN_IMAGE", outcome.refusal);
}

/**
 * The picture to store: typed by content, its declared size within the budget, and rewritten clean
 * (ADR 064): PNG and JPEG re-encoded, SVG written back from resvg's tree. The editor shows this
 * file to its owner and the print file embeds it, so nothing else of the upload is kept.
 */
export async function prepareDesignImage(
  bytes: Uint8Array,
  budget: UploadBudget,
): Promise<CleanImage & { type: DesignImagesTable["file_type"] }> {
  const png = decodePng(bytes);
  const jpeg = png ? null : decodeJpeg(bytes);
  const raster = png ? ("png" as const) : jpeg ? ("jpeg" as const) : null;
  const size = png ?? jpeg;
  if (raster && size) {
    requireWithinBudget("DESIGN_IMAGE", { images: [size] }, budget);
    const damaged = () =>
      new HttpError(
        422,
        "DESIGN_IMAGE_DAMAGED",
        "This picture does not decode: it may be damaged or cut off",
      );
    return {
      type: raster,
      ...cleanedOrThrow(await reencodeRaster(bytes, raster, budget.maxPixels), damaged),
    };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  if (!SVG_ROOT.test(head)) throw unsupported();
  return { type: "svg", ...cleanedOrThrow(cleanSvg(bytes, budget.maxPixels), unsupported) };
}

/** Reads the multipart upload (field `file`, optional `anonymousUserId`), bounded before reading. */
export async function readDesignImageUpload(context: RequestContext) {
  const contentType = context.request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", "Send the picture as multipart/form-data");
  const body = await readBoundedBytes(context.request, DESIGN_LIMITS.imageBytes + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("MULTIPART_INVALID", "The upload was cut off or malformed; nothing was saved");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw badRequest("DESIGN_IMAGE_MISSING", "Choose a picture to upload");
  if (file.size > DESIGN_LIMITS.imageBytes) throw tooLarge();
  const anonymous = form.get("anonymousUserId");
  // The product the picture is for, when the editor knows it: its budget applies (ADR 064).
  const productKey = form.get("productKey");
  return {
    productKey: typeof productKey === "string" && productKey ? productKey.slice(0, 100) : null,
    bytes: new Uint8Array(await file.arrayBuffer()),
    anonymousUserId: typeof anonymous === "string" && anonymous ? anonymous : null,
  };
}

export async function storeDesignImage(context: RequestContext, id: string, type: string, bytes: Uint8Array) {
  const dir = designImageDir(context);
  await ensurePrivateDir(context.artworkDir ?? "artwork");
  await ensurePrivateDir(dir);
  const storedName = `${id}.${type}`;
  const temporary = path.join(dir, `.${randomUUID()}.part`);
  await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
  await rename(temporary, path.join(dir, storedName));
  return storedName;
}

/**
 * The pictures a scene uses, by id, read from disk (missing ones are left out: they print empty).
 * A picture stored before uploads had a budget (ADR 064) and declaring more pixels than the
 * scene's page at 600 dpi is left out the same way, rather than decoded by the renderers.
 */
export async function loadSceneImages(
  context: RequestContext,
  scene: Pick<Scene, "format">,
  imageIds: readonly string[],
): Promise<Map<string, DesignImage>> {
  const images = new Map<string, DesignImage>();
  if (imageIds.length === 0) return images;
  const rows = await context.db
    .selectFrom("design_images")
    .selectAll()
    .where("tenant_key", "=", context.tenant.key)
    .where("id", "in", [...new Set(imageIds)])
    .execute();
  const { maxPixels } = pageBudget(scene.format);
  for (const row of rows) {
    if (row.width_px * row.height_px > maxPixels) continue;
    const bytes = await readFile(path.join(designImageDir(context), row.stored_name)).catch(() => null);
    if (bytes) images.set(row.id, { type: row.file_type, bytes });
  }
  return images;
}
