import type { z } from "zod";
import { type ApiRequest, InProcessRequest } from "#contract/in-process-request";
import { badRequest, HttpError } from "./errors";
import { validate } from "./validation";

/** JSON bodies are small (addresses, line items, quotes); uploads will get their own limit. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export type RequestBody = { kind: "empty" } | { kind: "json"; value: unknown };

/**
 * Reads a request body. The storefront strips Content-Type from its calls (spec §7), so any body
 * that is not declared as something else is parsed as JSON. Multipart (uploads) will be a new
 * `kind` here, selected by its Content-Type, without changing the JSON path.
 */
export async function readBody(request: ApiRequest, maxBytes = MAX_JSON_BODY_BYTES): Promise<RequestBody> {
  if (request instanceof InProcessRequest) return inProcessBody(request, maxBytes);
  refuseMultipart(request);
  return parsedBody(await readText(request, maxBytes));
}

/**
 * Reads the body and validates it; an absent body is validated as `{}` so optional-only schemas pass.
 * The storefront's own call is read without another async step: its text is already here.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: ApiRequest,
  schema: S,
): Promise<z.output<S>> {
  const body =
    request instanceof InProcessRequest
      ? inProcessBody(request, MAX_JSON_BODY_BYTES)
      : await readBody(request);
  return validate(schema, body.kind === "json" ? body.value : {}, "body");
}

/**
 * The body of a request the storefront made in this process, from the text it carries (ADR 058, 104),
 * held to the same limit as a streamed one.
 */
function inProcessBody(request: InProcessRequest, maxBytes: number): RequestBody {
  refuseMultipart(request);
  const text = request.jsonText ?? "";
  // UTF-8 takes at most 3 bytes per UTF-16 unit: a text that short can't be over, and isn't counted.
  if (text.length > maxBytes / 3 && Buffer.byteLength(text) > maxBytes) throw payloadTooLarge(maxBytes);
  return parsedBody(text);
}

function refuseMultipart(request: ApiRequest): void {
  const contentType = request.headers.get("content-type")?.toLowerCase() ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    throw new HttpError(415, "UNSUPPORTED_MEDIA_TYPE", "Multipart bodies are not accepted by this endpoint");
  }
}

function parsedBody(text: string): RequestBody {
  if (text.trim() === "") return { kind: "empty" };
  try {
    return { kind: "json", value: JSON.parse(text) as unknown };
  } catch {
    throw badRequest("MALFORMED_JSON", "The request body is not valid JSON");
  }
}

async function readText(request: ApiRequest, maxBytes: number): Promise<string> {
  return new TextDecoder("utf-8").decode(await readBoundedBytes(request, maxBytes));
}

/**
 * The body's bytes, read with a running count so an absent (chunked) or lying Content-Length
 * can't get past `maxBytes`: past it reading stops and `tooLarge()` is thrown.
 */
export async function readBoundedBytes(
  request: ApiRequest,
  maxBytes: number,
  tooLarge: () => HttpError = () => payloadTooLarge(maxBytes),
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? "0") > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function payloadTooLarge(maxBytes: number): HttpError {
  return new HttpError(413, "PAYLOAD_TOO_LARGE", `The request body exceeds ${maxBytes} bytes`);
}
