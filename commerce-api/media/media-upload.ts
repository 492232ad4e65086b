import type { RequestContext } from "../context";
import { readBoundedBytes } from "../http/body";
import { badRequest, HttpError } from "../http/errors";
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
  const contentType = context.request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", "Send the image as multipart/form-data");
  const body = await readBoundedBytes(context.request, MEDIA_MAX_BYTES + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("MULTIPART_INVALID", "The upload was cut off or malformed; nothing was saved");
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0)
    throw badRequest("MEDIA_MISSING", "Choose an image to upload");
  if (file.size > MEDIA_MAX_BYTES) throw tooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
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
