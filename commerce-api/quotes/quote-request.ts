import { randomUUID } from "node:crypto";
import { rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { quoteRequestBodySchema } from "../../contract/quotes/quote.requests";
import { type ArtworkType, damagedArtworkMessage, inspectArtwork } from "../artwork/artwork.rules";
import type { RequestContext } from "../context";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import { readBoundedBytes } from "../http/body";
import { badRequest, HttpError } from "../http/errors";
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
  const contentType = context.request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", "Send the request as multipart/form-data");
  const tooLarge = () =>
    new HttpError(
      413,
      "ATTACHMENT_TOO_LARGE",
      `Files up to ${Math.floor(maxBytes / 1024 / 1024)} MB are accepted`,
    );
  const raw = await readBoundedBytes(context.request, maxBytes + 64 * 1024, tooLarge);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("MULTIPART_INVALID", "The request was cut off or malformed; nothing was saved");
  }
  const json = form.get("request");
  let parsed: unknown;
  try {
    parsed = typeof json === "string" ? JSON.parse(json) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined) throw badRequest("VALIDATION_ERROR", "The `request` field must hold JSON");
  const body = validate(quoteRequestBodySchema, parsed, "body");
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { body, attachment: null };
  if (file.size > maxBytes) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
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

/** Writes the attachment under the data directory, owner-only, atomically; returns its stored name. */
export async function storeAttachment(
  context: RequestContext,
  quoteId: string,
  attachment: NonNullable<ReadQuoteRequest["attachment"]>,
): Promise<string> {
  const root = path.join(context.artworkDir ?? "artwork", "quotes");
  const dir = path.join(root, quoteId);
  await ensurePrivateDir(root);
  await ensurePrivateDir(dir);
  const storedName = `${randomUUID()}.${attachment.type}`;
  const temporary = path.join(dir, `.${storedName}.part`);
  await writeFile(temporary, attachment.bytes, { mode: PRIVATE_FILE_MODE });
  await rename(temporary, path.join(dir, storedName));
  return storedName;
}

export function attachmentPath(context: RequestContext, quoteId: string, storedName: string): string {
  return path.join(context.artworkDir ?? "artwork", "quotes", quoteId, storedName);
}
