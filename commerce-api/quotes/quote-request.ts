import { randomUUID } from "node:crypto";
import { quoteRequestBodySchema } from "#contract/quotes/quote.requests";
import {
  ARTWORK_CONTENT_TYPES,
  type ArtworkType,
  damagedArtworkMessage,
  inspectArtwork,
} from "../artwork/artwork.rules";
import type { RequestContext } from "../context";
import { fileKeys } from "../files/file-store";
import { badRequest, HttpError } from "../http/errors";
import { readMultipartUpload } from "../http/multipart";
import { validate } from "../http/validation";
import { requirePrintFileWithinBudget } from "../uploads/upload-refusals";

/**
 * Reads a quote request's multipart body (ADR 026): the `request` JSON field, validated by the
 * contract, and an optional `file` typed by its content (PDF, PNG, JPEG or TIFF that decodes),
 * size-limited like print files. Nothing is stored here.
 */
export interface ReadQuoteRequest {
  body: ReturnType<typeof quoteRequestBodySchema.parse>;
  attachment: { bytes: Uint8Array; name: string; type: ArtworkType } | null;
}

export async function readQuoteRequest(context: RequestContext): Promise<ReadQuoteRequest> {
  const maxBytes = context.artworkMaxBytes ?? 50 * 1024 * 1024;
  const tooLarge = () =>
    new HttpError(
      413,
      "ATTACHMENT_TOO_LARGE",
      `Files up to ${Math.floor(maxBytes / 1024 / 1024)} MB are accepted`,
    );
  const { fields, file } = await readMultipartUpload(context.request, {
    maxFileBytes: maxBytes,
    tooLarge,
    requiredMessage: "Send the request as multipart/form-data",
    noun: "request",
  });
  const json = fields.request;
  let parsed: unknown;
  try {
    parsed = typeof json === "string" ? JSON.parse(json) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) throw badRequest("VALIDATION_ERROR", "The `request` field must hold JSON");
  const body = validate(quoteRequestBodySchema, parsed, "body");
  if (!file) return { body, attachment: null };
  const { bytes } = file;
  const inspected = inspectArtwork(bytes);
  if (inspected.status === "unsupported")
    throw new HttpError(
      415,
      "ATTACHMENT_TYPE_UNSUPPORTED",
      "This file is not a PDF, PNG, JPEG or TIFF, whatever its name says",
    );
  if (inspected.status === "damaged")
    throw new HttpError(422, "ATTACHMENT_DAMAGED", damagedArtworkMessage(inspected.type));
  const damagedMessage = damagedArtworkMessage(inspected.type);
  await requirePrintFileWithinBudget(
    context,
    "ATTACHMENT",
    { bytes, type: inspected.type, damagedMessage },
    body.productKey,
  );
  return {
    body,
    attachment: {
      bytes,
      name: (file.name || `attachment.${inspected.type}`).slice(0, 200),
      type: inspected.type,
    },
  };
}

/** Stores the attachment (disk or bucket, ADR 071), whole or not at all; returns its stored name. */
export async function storeAttachment(
  context: RequestContext,
  quoteId: string,
  attachment: NonNullable<ReadQuoteRequest["attachment"]>,
): Promise<string> {
  const storedName = `${randomUUID()}.${attachment.type}`;
  const key = fileKeys.quoteAttachment(quoteId, storedName);
  await context.files.put(key, attachment.bytes, ARTWORK_CONTENT_TYPES[attachment.type]);
  return storedName;
}
