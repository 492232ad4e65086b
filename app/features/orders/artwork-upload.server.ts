import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { feed, formParser, isFormContentType, refusals } from "~/server/form.server";
import { statusOfThrown } from "~/server/http-errors.server";

/**
 * Reads the upload screen's multipart form with busboy: the text fields in memory, the one file
 * streamed to a private temporary file. Reading stops as soon as the file passes `maxFileBytes`
 * (the rest of the body is never read), so a 60 MiB upload costs neither 60 MiB of memory nor the
 * time to receive it.
 */
export interface UploadForm {
  fields: Record<string, string>;
  file: { path: string; name: string; size: number } | null;
  /** The file went past the limit; nothing was kept. */
  tooLarge: boolean;
  /** Removes the temporary file; safe to call more than once. */
  cleanup(): Promise<void>;
}

/** Room for the field parts and boundaries around the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

export async function readUploadForm(request: Request, maxFileBytes: number): Promise<UploadForm> {
  const contentType = request.headers.get("content-type");
  if (!isFormContentType(contentType)) throw refusals.unsupportedType();
  const fields: Record<string, string> = {};
  let file: UploadForm["file"] = null;
  let tooLarge = false;
  let written: Promise<void> = Promise.resolve();
  let target: ReturnType<typeof createWriteStream> | null = null;
  const temporaryPath = path.join(tmpdir(), `presto-upload-${randomUUID()}`);
  const cleanup = () => rm(temporaryPath, { force: true });
  const result = () => ({ fields, file: tooLarge ? null : file, tooLarge, cleanup });

  if (Number(request.headers.get("content-length") ?? "0") > maxFileBytes + ENVELOPE_BYTES) {
    tooLarge = true;
    return result();
  }
  if (!request.body) return result();
  const parser = formParser(contentType ?? "", {
    files: 1,
    fileSize: maxFileBytes,
    fields: 20,
    fieldSize: 8 * 1024,
  });
  parser.on("field", (name, value) => {
    fields[name] = value;
  });
  parser.on("file", (_name, stream, info) => {
    const out = createWriteStream(temporaryPath, { mode: 0o600 });
    target = out;
    file = { path: temporaryPath, name: info.filename ?? "", size: 0 };
    const current = file;
    stream.on("data", (chunk: Buffer) => {
      current.size += chunk.byteLength;
    });
    stream.on("limit", () => {
      tooLarge = true;
    });
    // Stopping early destroys both ends on purpose: their errors are expected, not crashes.
    stream.on("error", () => undefined);
    out.on("error", () => undefined);
    stream.pipe(out);
    written = finished(out);
    written.catch(() => undefined);
  });
  try {
    await feed(request.body, parser, maxFileBytes + ENVELOPE_BYTES, () => tooLarge);
    // Past the limit the parser was stopped mid-file: the partial file is dropped, not awaited.
    if (tooLarge) (target as ReturnType<typeof createWriteStream> | null)?.destroy();
    else await written;
  } catch (error) {
    (target as ReturnType<typeof createWriteStream> | null)?.destroy();
    await cleanup();
    // Past the limit on the wire (a chunked body has no Content-Length): the same answer.
    if (statusOfThrown(error) === 413) {
      tooLarge = true;
      return result();
    }
    throw error;
  }
  if (tooLarge) await cleanup();
  return result();
}
