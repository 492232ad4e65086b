import { randomUUID } from "node:crypto";
import { copyFile, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RequestContext } from "../context";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import { readBoundedBytes } from "../http/body";
import { badRequest, HttpError } from "../http/errors";
import { requirePrintFileWithinBudget } from "../uploads/upload-refusals";
import { type ArtworkType, damagedArtworkMessage, inspectArtwork } from "./artwork.rules";

/**
 * An order's private files (print files, proofs): how an upload is read and checked, and where its
 * bytes live. One place for both, so moving storage elsewhere changes this file only.
 */

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    "ARTWORK_TOO_LARGE",
    `Files up to ${Math.floor(maxBytes / 1024 / 1024)} MB are accepted`,
  );

/** The multipart form of an upload: its text fields, and its one non-empty file, size-limited while it streams in. */
export async function readUploadedFile(context: RequestContext) {
  const maxBytes = context.artworkMaxBytes ?? 50 * 1024 * 1024;
  const contentType = context.request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", "Send the file as multipart/form-data");
  // The multipart envelope (field names, boundaries) gets a little room on top of the file itself.
  const body = await readBoundedBytes(context.request, maxBytes + 64 * 1024, () => tooLarge(maxBytes));
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("MULTIPART_INVALID", "The upload was cut off or malformed; nothing was saved");
  }
  const fields = Object.fromEntries(
    [...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])),
  ) as Record<string, string>;
  const file = form.get("file");
  return {
    fields,
    file: file instanceof File && file.size > 0 ? file : null,
    requireFile(): File {
      if (!(file instanceof File) || file.size === 0)
        throw badRequest("ARTWORK_MISSING", "Choose a file to upload");
      if (file.size > maxBytes) throw tooLarge(maxBytes);
      return file;
    },
  };
}

/** The file's bytes as a print file: typed by content, decoded, and within the product's budget (ADR 064). */
export async function inspectUploadedFile(
  context: RequestContext,
  file: File,
  productKey: string | undefined,
) {
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
  await requirePrintFileWithinBudget(context, "ARTWORK", { bytes, type, damagedMessage }, productKey);
  return { bytes, type, dimensions: inspected.dimensions };
}

const orderDir = (context: RequestContext, orderId: string) =>
  path.join(context.artworkDir ?? "artwork", orderId);

/** Writes the bytes under the order's owner-only directory; answers the stored name. */
export async function storeOrderFile(
  context: RequestContext,
  orderId: string,
  bytes: Uint8Array,
  type: ArtworkType,
): Promise<string> {
  const root = context.artworkDir ?? "artwork";
  const dir = orderDir(context, orderId);
  const storedName = `${randomUUID()}.${type}`;
  // Customers' print files are theirs alone: owner-only directories (the root too, if an older
  // version created it open) and files.
  await ensurePrivateDir(root);
  await ensurePrivateDir(dir);
  // Written under a temporary name and renamed: a reader never sees half a file.
  const temporary = path.join(dir, `.${storedName}.part`);
  await writeFile(temporary, bytes, { mode: PRIVATE_FILE_MODE });
  await rename(temporary, path.join(dir, storedName));
  return storedName;
}

/** A stored file's bytes, or null when it is gone. */
export const readOrderFile = (context: RequestContext, orderId: string, storedName: string) =>
  readFile(path.join(orderDir(context, orderId), storedName)).catch(() => null);

/** A copy under a new name: a print file made from a proof lives on even if the line's files are reset. */
export async function copyOrderFile(context: RequestContext, orderId: string, storedName: string) {
  const copy = `${randomUUID()}${path.extname(storedName)}`;
  await copyFile(
    path.join(orderDir(context, orderId), storedName),
    path.join(orderDir(context, orderId), copy),
  );
  return copy;
}
