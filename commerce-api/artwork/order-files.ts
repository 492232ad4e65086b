import { randomUUID } from "node:crypto";
import path from "node:path";
import type { RequestContext } from "../context";
import { fileKeys, readStoredBytes } from "../files/file-store";
import { badRequest, HttpError } from "../http/errors";
import { readMultipartUpload } from "../http/multipart";
import { requirePrintFileWithinBudget } from "../uploads/upload-refusals";
import {
  ARTWORK_CONTENT_TYPES,
  type ArtworkType,
  damagedArtworkMessage,
  inspectArtwork,
} from "./artwork.rules";

/**
 * An order's private files (print files, proofs): how an upload is read and checked, and where its
 * bytes live — the API's one file store, on disk or in a bucket (ADR 071).
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
  const upload = await readMultipartUpload(context.request, {
    maxFileBytes: maxBytes,
    tooLarge: () => tooLarge(maxBytes),
    requiredMessage: "Send the file as multipart/form-data",
  });
  return {
    fields: upload.fields,
    file: upload.file,
    requireFile(): { bytes: Uint8Array; name: string } {
      if (!upload.file) throw badRequest("ARTWORK_MISSING", "Choose a file to upload");
      return upload.file;
    },
  };
}

/** The file's bytes as a print file: typed by content, decoded, and within the product's budget (ADR 064). */
export async function inspectUploadedFile(
  context: RequestContext,
  file: { bytes: Uint8Array },
  productKey: string | undefined,
) {
  const { bytes } = file;
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

/** Stores the bytes as one of the order's files (owner-only on disk, private in a bucket); answers the stored name. */
export async function storeOrderFile(
  context: RequestContext,
  orderId: string,
  bytes: Uint8Array,
  type: ArtworkType,
): Promise<string> {
  const storedName = `${randomUUID()}.${type}`;
  await context.files.put(fileKeys.artwork(orderId, storedName), bytes, ARTWORK_CONTENT_TYPES[type]);
  return storedName;
}

/** A stored file's bytes, or null when it is gone. */
export async function readOrderFile(context: RequestContext, orderId: string, storedName: string) {
  const bytes = await readStoredBytes(context.files, fileKeys.artwork(orderId, storedName));
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}

/** A copy under a new name: a print file made from a proof lives on even if the line's files are reset. */
export async function copyOrderFile(context: RequestContext, orderId: string, storedName: string) {
  const extension = path.extname(storedName);
  const copy = `${randomUUID()}${extension}`;
  const stored = await context.files.get(fileKeys.artwork(orderId, storedName));
  if (!stored) throw new HttpError(409, "PROOF_FILE_MISSING", "The approved proof's file is gone");
  const type = extension.slice(1) as ArtworkType;
  await context.files.put(
    fileKeys.artwork(orderId, copy),
    stored.body,
    ARTWORK_CONTENT_TYPES[type] ?? "application/octet-stream",
  );
  return copy;
}
