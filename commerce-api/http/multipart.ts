import busboy from "busboy";
import { badRequest, HttpError } from "./errors";

/**
 * The one multipart reader of the API (issue 39 §3): print files, quote attachments, media and
 * design pictures all arrive through it. The body streams through busboy with a running count, so
 * an absent or lying Content-Length can't get past the limit, and the one `file` part is kept as it
 * arrives: reading stops as soon as it passes `maxFileBytes` (413, the rest is never read).
 *
 * The file is still collected in memory (ADR 071): every caller types it by content and checks what
 * it declares (ADR 064), and a PDF's page tree or a damaged PNG's last chunk can sit at the very
 * end, so the bytes are needed whole before anything is stored. What this reader saves is the
 * copies: one buffer of the file's size, where the old readers held the body, its concatenation,
 * the parsed FormData and the file's ArrayBuffer at once.
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
  request: Request,
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
  await feed(request.body, parser, maxBodyBytes, () => collected.refusal !== null, { ...options, malformed });
  const upload = collected.refusal === null ? collected.result() : null;
  if (!upload || (upload.file && upload.file.bytes.byteLength > options.maxFileBytes))
    throw options.tooLarge();
  return upload;
}

interface Collected {
  refusal: "too-large" | null;
  result(): MultipartUpload;
}

/** Listens to the parser: fields kept, the `file` part gathered, other file parts drained. */
function collect(parser: busboy.Busboy): Collected {
  const fields: Record<string, string> = {};
  const chunks: Buffer[] = [];
  let size = 0;
  let name: string | null = null;
  const state: Collected = {
    refusal: null,
    result() {
      const file = name !== null && size > 0 ? { bytes: joined(chunks, size), name } : null;
      chunks.length = 0;
      return { fields, file };
    },
  };
  parser.on("field", (field, value, info) => {
    if (info.valueTruncated || info.nameTruncated) state.refusal = "too-large";
    else if (!(field in fields)) fields[field] = value;
  });
  parser.on("file", (field, stream, info) => {
    if (field !== "file" || name !== null) {
      stream.resume();
      return;
    }
    name = info.filename ?? "";
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
    });
    stream.on("limit", () => {
      state.refusal = "too-large";
    });
    // Stopping early destroys the part on purpose: its error is expected, not a crash.
    stream.on("error", () => undefined);
  });
  return state;
}

/** One buffer of the file's size; a single chunk is used as it is, without a copy. */
function joined(chunks: Buffer[], size: number): Uint8Array {
  const only = chunks.length === 1 ? chunks[0] : undefined;
  return only ? new Uint8Array(only.buffer, only.byteOffset, only.byteLength) : Buffer.concat(chunks, size);
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
