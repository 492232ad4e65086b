import type { RequestContext } from "../context";
import { badRequest, HttpError } from "../http/errors";
import { readMultipartUpload } from "../http/multipart";
import { reencodeRaster } from "../uploads/clean-image";
import { FIXED_BUDGET } from "../uploads/upload-budget";
import { overBudgetError, requireWithinBudget } from "../uploads/upload-refusals";
import { inspectMedia, MEDIA_MAX_BYTES, type MediaType } from "./media.rules";

/**
 * The media library's upload (ADR 029, 064): the multipart body read within its size limit, the
 * image typed by content, its declared size checked against the fixed budget (a library image is
 * for no product: a camera's photo is the most a page needs), then re-encoded, so what the shop
 * serves to every visitor is exactly a clean PNG or JPEG and never the bytes that came in.
 */

const tooLarge = () =>
  new HttpError(413, "MEDIA_TOO_LARGE", `Images up to ${MEDIA_MAX_BYTES / 1024 / 1024} MB are accepted`);

export async function readMediaUpload(context: RequestContext): Promise<{ bytes: Uint8Array; name: string }> {
  const { file } = await readMultipartUpload(context.request, {
    maxFileBytes: MEDIA_MAX_BYTES,
    tooLarge,
    requiredMessage: "Send the image as multipart/form-data",
  });
  if (!file) throw badRequest("MEDIA_MISSING", "Choose an image to upload");
  return file;
}

const damaged = () =>
  new HttpError(422, "MEDIA_DAMAGED", "This image does not decode: it may be damaged or cut off");

/** The clean image to store, or the refusal (415 not an image, 422 damaged or too many pixels). */
export async function cleanMediaUpload(bytes: Uint8Array) {
  const inspected = inspectMedia(bytes);
  if (inspected.status === "unsupported")
    throw new HttpError(
      415,
      "MEDIA_TYPE_UNSUPPORTED",
      "This file is not a PNG or JPEG image, whatever its name says",
    );
  if (inspected.status === "damaged") throw damaged();
  requireWithinBudget("MEDIA", { images: [inspected.dimensions] }, FIXED_BUDGET);
  const cleaned = await reencodeRaster(bytes, inspected.type, FIXED_BUDGET.maxPixels);
  if (!cleaned.ok)
    throw cleaned.refusal.reason === "damaged" ? damaged() : overBudgetError("MEDIA", cleaned.refusal);
  const type: MediaType = inspected.type;
  return { type, ...cleaned.image };
}
