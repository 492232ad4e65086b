import { randomUUID } from "node:crypto";
import { createWriteStream, type WriteStream } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import busboy from "busboy";
import type { ApiRequest } from "#contract/in-process-request";
import { badRequest, HttpError } from "./errors";

/**
 * The one multipart reader of the API (issue 39 §3): print files, quote attachments, media and
 * design pictures all arrive through it. The body streams through busboy with a running count, so
 * an absent or lying Content-Length can't get past the limit, and the one `file` part is kept as it
 * arrives: reading stops as soon as it passes `maxFileBytes` (413, the rest is never read).
 *
 * The file is still handed over whole (ADR 071): every caller types it by content and checks what
 * it declares (ADR 064), and a PDF's page tree or a damaged PNG's last chunk can sit at the very
 * end, so the bytes are needed whole before anything is stored. It is spooled to a private
 * temporary file while it arrives and read back once, so it costs one buffer of its own size.
 */

/** Room for the field parts and boundaries around the file itself. */
export const ENVELOPE_BYTES = 64 * 1024;

export interface MultipartOptions {
  /** The largest file accepted, in bytes. */
  maxFileBytes: number;
  /** The area's 413 (e.g. ARTWORK_TOO_LARGE), for a body or file past the limit. */
  tooLarge: () => HttpError;
  /** "Send the file as multipart/form-data": the 400 MULTIPART_REQUIRED message. */
  requiredMessage: string;
  /** What was cut off: "upload" or "request", in the 400 MULTIPART_INVALID message. */
  noun?: string;
}

export interface MultipartUpload {
  /** The text fields; the first of a repeated name wins, as FormData.get does. */
  fields: Record<string, string>;
  /** The `file` part, or null when none (or an empty one) was sent. */
  file: { bytes: Uint8Array; name: string } | null;
}

/** Fields are ids, a JSON quote request or a product key: far below this. */
const FIELD_MAX_BYTES = ENVELOPE_BYTES;

export async function readMultipartUpload(
  request: ApiRequest,
  options: MultipartOptions,
): Promise<MultipartUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data"))
    throw badRequest("MULTIPART_REQUIRED", options.requiredMessage);
  const malformed = () =>
    badRequest(
      "MULTIPART_INVALID",
      `The ${options.noun ?? "upload"} was cut off or malformed; nothing was saved`,
    );
  const maxBodyBytes = options.maxFileBytes + ENVELOPE_BYTES;
  if (Number(request.headers.get("content-length") ?? "0") > maxBodyBytes) throw options.tooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send UTF-8 file names; busboy's default would read them as Latin-1.
      defParamCharset: "utf8",
      // busboy signals its limit on reaching it: one byte more tells a file of exactly the limit from a larger one.
      limits: { fileSize: options.maxFileBytes + 1, fieldSize: FIELD_MAX_BYTES, fields: 20, parts: 40 },
    });
  } catch {
    throw malformed();
  }
  const collected = collect(parser);
  try {
    await feed(request.body, parser, maxBodyBytes, () => collected.refusal !== null, {
      ...options,
      malformed,
    });
    if (collected.refusal !== null) throw options.tooLarge();
    const upload = await collected.result();
    if (upload.file && upload.file.bytes.byteLength > options.maxFileBytes) throw options.tooLarge();
    return upload;
  } finally {
    await collected.discard();
  }
}

interface Collected {
  refusal: "too-large" | null;
  result(): Promise<MultipartUpload>;
  /** Removes the spooled file; safe to call more than once. */
  discard(): Promise<void>;
}

/**
 * Listens to the parser: fields kept, the `file` part spooled to a private temporary file, other
 * file parts drained. Read back once whole, the file costs one buffer of its own size; gathered
 * from the body's chunks it would cost two (the chunks and their concatenation) at the peak.
 */
function collect(parser: busboy.Busboy): Collected {
  const fields: Record<string, string> = {};
  const spool = path.join(tmpdir(), `presto-api-upload-${randomUUID()}`);
  let file: { name: string; written: Promise<void>; out: WriteStream } | null = null;
  const state: Collected = {
    refusal: null,
    async result() {
      if (!file) return { fields, file: null };
      await file.written;
      const bytes = await readFile(spool);
      return { fields, file: bytes.byteLength > 0 ? { bytes, name: file.name } : null };
    },
    async discard() {
      file?.out.destroy();
      await rm(spool, { force: true });
    },
  };
  parser.on("field", (field, value, info) => {
    if (info.valueTruncated || info.nameTruncated) state.refusal = "too-large";
    else if (!(field in fields)) fields[field] = value;
  });
  parser.on("file", (field, stream, info) => {
    if (field !== "file" || file !== null) {
      stream.resume();
      return;
    }
    const out = createWriteStream(spool, { mode: 0o600 });
    file = { name: info.filename ?? "", out, written: finished(out) };
    file.written.catch(() => undefined);
    stream.on("limit", () => {
      state.refusal = "too-large";
    });
    // Stopping early destroys both ends on purpose: their errors are expected, not crashes.
    stream.on("error", () => undefined);
    out.on("error", () => undefined);
    stream.pipe(out);
  });
  return state;
}

/**
 * Writes the body into the parser with a running byte count and resolves once the parser has seen
 * the whole form, or as soon as `stopEarly` says the answer is known (a file past its limit).
 */
async function feed(
  body: ReadableStream<Uint8Array> | null,
  parser: busboy.Busboy,
  maxBytes: number,
  stopEarly: () => boolean,
  refusals: { tooLarge: () => HttpError; malformed: () => HttpError },
): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", () => reject(refusals.malformed()));
  });
  // Awaited below; this keeps an early parser error from going unhandled meanwhile.
  finished.catch(() => undefined);
  if (!body) {
    parser.end();
    return finished;
  }
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw refusals.tooLarge();
      if (!parser.write(value))
        await Promise.race([new Promise((resolve) => parser.once("drain", resolve)), finished]);
      if (stopEarly()) {
        await reader.cancel().catch(() => undefined);
        parser.destroy();
        return;
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    // A refusal of ours passes on; anything else is the connection breaking mid-body.
    throw error instanceof HttpError ? error : refusals.malformed();
  }
  parser.end();
  await finished;
}
