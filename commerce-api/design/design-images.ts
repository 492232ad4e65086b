import { DESIGN_LIMITS, type Scene } from "#contract/design/scene.schemas";
import { decodeJpeg, decodePng } from "../artwork/artwork.decode";
import type { RequestContext } from "../context";
import type { DesignImagesTable } from "../db/schema";
import { fileKeys, readStoredBytes } from "../files/file-store";
import { badRequest, HttpError } from "../http/errors";
import { readMultipartUpload } from "../http/multipart";
import { type CleanImage, type CleanOutcome, cleanSvg, reencodeRaster } from "../uploads/clean-image";
import { pageBudget, type UploadBudget } from "../uploads/upload-budget";
import { overBudgetError, requireWithinBudget } from "../uploads/upload-refusals";
import type { DesignImage } from "./render-pdf";

/**
 * Pictures placed in designs (issue 14): PNG, JPEG or SVG, typed by their content whatever their
 * name says, at most 25 MB, stored clean (issue 35) as private files next to the print files (ADR 071).
 */
const tooLarge = () =>
  new HttpError(
    413,
    "DESIGN_IMAGE_TOO_LARGE",
    `Pictures up to ${DESIGN_LIMITS.imageBytes / 1024 / 1024} MB are accepted`,
  );

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
  const { fields, file } = await readMultipartUpload(context.request, {
    maxFileBytes: DESIGN_LIMITS.imageBytes,
    tooLarge,
    requiredMessage: "Send the picture as multipart/form-data",
  });
  if (!file) throw badRequest("DESIGN_IMAGE_MISSING", "Choose a picture to upload");
  // The product the picture is for, when the editor knows it: its budget applies (ADR 064).
  return {
    productKey: fields.productKey ? fields.productKey.slice(0, 100) : null,
    bytes: file.bytes,
    anonymousUserId: fields.anonymousUserId || null,
  };
}

export const DESIGN_IMAGE_TYPES = { png: "image/png", jpeg: "image/jpeg", svg: "image/svg+xml" } as const;

export async function storeDesignImage(
  context: RequestContext,
  id: string,
  type: DesignImagesTable["file_type"],
  bytes: Uint8Array,
) {
  const storedName = `${id}.${type}`;
  await context.files.put(fileKeys.designImage(storedName), bytes, DESIGN_IMAGE_TYPES[type]);
  return storedName;
}

/**
 * The pictures a scene uses, by id, read from the file store (missing ones are left out: they print empty).
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
    const bytes = await readStoredBytes(context.files, fileKeys.designImage(row.stored_name));
    if (bytes) images.set(row.id, { type: row.file_type, bytes });
  }
  return images;
}
