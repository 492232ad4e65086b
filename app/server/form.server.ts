import busboy from "busboy";
import type { z } from "zod";
import type { FormRules, formRuleIssues } from "#contract/account/form-rules";
import { type FieldErrors, fieldErrorsOf, ruleFieldErrors } from "./form-errors";
import { errorResponse } from "./http-errors.server";

/**
 * The one way an action reads a form (issue 12): bounded before it is read, typed before it is
 * parsed. Forms are small (a checkout with notes is a few KB), so FORM_MAX_BYTES leaves room
 * and a 24 MiB post stops after the first 256 KiB instead of being buffered whole. A body that
 * is not a form (JSON, text, none) is a 415, a cut-off multipart a 400, and no action ever sees
 * one: the refusal is an error response the shop's error page renders.
 */
export const FORM_MAX_BYTES = 256 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const refusals = {
  tooLarge: () => errorResponse(413, "errors:request.tooLarge"),
  unsupportedType: () => errorResponse(415, "errors:request.unsupportedType"),
  malformed: () => errorResponse(400, "errors:request.malformed"),
};

export function isFormContentType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type);
}

/** Content-Length says too much already: refuse without reading a byte. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  const declared = Number(request.headers.get("content-length") ?? "0");
  return Number.isFinite(declared) && declared > maxBytes;
}

/** The charsets a form body may declare: the shop's pages are UTF-8, so browsers send their forms in it. */
const FORM_CHARSETS = new Set(["utf-8", "utf8", "us-ascii"]);

/**
 * A busboy parser for a form body, or the 400 a browser never causes: a multipart type without its
 * boundary, an unparsable type, or a charset other than UTF-8 (busboy would decode a UTF-16 body
 * into fields without names).
 */
export function formParser(contentType: string, limits: busboy.Limits): busboy.Busboy {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && !FORM_CHARSETS.has(charset)) throw refusals.malformed();
  try {
    return busboy({ headers: { "content-type": contentType }, limits });
  } catch {
    throw refusals.malformed();
  }
}

/**
 * The fields of an urlencoded or multipart form as FormData. File parts are drained and left
 * out: page forms carry none (uploads have their own streaming reader, artwork-upload.server.ts).
 */
export async function readForm(request: Request, maxBytes = FORM_MAX_BYTES): Promise<FormData> {
  const contentType = request.headers.get("content-type");
  if (!isFormContentType(contentType)) throw refusals.unsupportedType();
  if (declaredTooLarge(request, maxBytes)) throw refusals.tooLarge();
  const form = new FormData();
  if (!request.body) return form;
  const parser = formParser(contentType ?? "", { fieldSize: maxBytes, fields: 500, parts: 500 });
  let truncated = false;
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) truncated = true;
    else form.append(name, withoutControlCharacters(value));
  });
  parser.on("file", (_name, stream) => stream.resume());
  await feed(request.body, parser, maxBytes);
  if (truncated) throw refusals.tooLarge();
  return form;
}

/**
 * Writes the body into a busboy parser with a running byte count (Content-Length may be absent or
 * lie) and resolves once the parser has seen the whole form. A parser that fails mid-body (a broken
 * percent escape) never drains again, so every wait on it also ends when it fails.
 */
export async function feed(
  body: ReadableStream<Uint8Array>,
  parser: busboy.Busboy,
  maxBytes: number,
  stopEarly: () => boolean = () => false,
): Promise<void> {
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("close", resolve);
    parser.on("error", () => reject(refusals.malformed()));
  });
  // Handled below by awaiting `finished`; this keeps an early parser error from going unhandled.
  finished.catch(() => undefined);
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
      // The caller has seen enough (a file past its limit): stop reading the rest of the body.
      if (stopEarly()) {
        await reader.cancel().catch(() => undefined);
        parser.destroy();
        return;
      }
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    if (error instanceof Error) throw refusals.malformed(); // the connection broke mid-body
    throw error;
  }
  parser.end();
  await finished;
}

/** The raw body, or null when it is larger than `maxBytes` (reading stops there). */
export async function readBoundedBody(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (declaredTooLarge(request, maxBytes)) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * NUL and the other C0/C1 controls (line breaks and tabs excepted) and the bidi embedding,
 * override and isolate characters that let "txt.exe" display as "exe.txt": no form field of the
 * shop has a use for them, so every field loses them before an action reads it. The commerce API
 * refuses them too (contract/text.ts), for callers other than this storefront.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

/** A form read and validated: the data, or the first error per field; either way what was typed. */
export type ParsedForm<T> =
  | { ok: true; data: T; values: Record<string, string> }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

/**
 * The one way an action reads and validates its form (issue 13): `readForm`'s limits, the zod
 * schema, and on failure the field errors plus the typed values to re-render (callers leave
 * passwords out of what they echo).
 */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<ParsedForm<z.output<S>>> {
  const form = await readForm(request);
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, data: parsed.data, values }
    : { ok: false, errors: fieldErrorsOf(parsed.error), values };
}

/**
 * `parseForm` plus the form rules of the basic configs (issue 19) on what was typed: a field the
 * schema accepts but a rule refuses gets the rule's message, and both kinds of error come back at once.
 */
export async function parseFormWithRules<S extends z.ZodType>(
  request: Request,
  schema: S,
  rules: FormRules,
  ruleInput: (values: Record<string, string>) => Parameters<typeof formRuleIssues>[1],
): Promise<ParsedForm<z.output<S>>> {
  const parsed = await parseForm(request, schema);
  const ruleErrors = ruleFieldErrors(rules, ruleInput(parsed.values));
  if (Object.keys(ruleErrors).length === 0) return parsed;
  return { ok: false, errors: { ...ruleErrors, ...(parsed.ok ? {} : parsed.errors) }, values: parsed.values };
}
