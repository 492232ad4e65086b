import { z } from "zod";

/**
 * Free text the API stores (names, addresses, senders, notes, briefs) ends up on invoices, parcel
 * labels, emails and the order desk. Control characters there break printers and CSV exports or hide
 * text (NUL truncates strings in C tools); bidi overrides and isolates make "Invoice-exe.pdf" read
 * as something else (the Trojan Source trick). They are refused, not silently stripped, so the
 * customer sees their input was not taken as typed.
 */

export const NOT_ALLOWED_MESSAGE = "This field contains characters that are not allowed";

// Built from code points so the source itself carries no invisible characters.
const range = (from: number, to: number) =>
  `\\u${from.toString(16).padStart(4, "0")}-\\u${to.toString(16).padStart(4, "0")}`;
/** C0 controls except TAB, LF and CR; DEL and the C1 controls; bidi embeddings/overrides and isolates. */
const SHARED = [range(0x00, 0x08), range(0x0b, 0x0c), range(0x0e, 0x1f), range(0x7f, 0x9f)];
const BIDI = [range(0x202a, 0x202e), range(0x2066, 0x2069)];
const MULTILINE_FORBIDDEN = new RegExp(`[${[...SHARED, ...BIDI].join("")}]`, "u");
/** One-line fields (a name, a street) have no use for TAB, LF or CR either: a label has one line per field. */
const SINGLE_LINE_FORBIDDEN = new RegExp(
  `[${[...SHARED, range(0x09, 0x0a), range(0x0d, 0x0d), ...BIDI].join("")}]`,
  "u",
);

/** Whether the text holds a character safeText (or, with multiline, safeMultilineText) refuses. */
export function hasForbiddenCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/** A trimmed one-line text field; chain .min()/.max()/.optional() as with z.string(). */
export function safeText(): z.ZodString {
  // Checked before trimming: a control character at either end was still sent, and says so.
  return z
    .string()
    .refine((value) => !hasForbiddenCharacters(value), { message: NOT_ALLOWED_MESSAGE })
    .trim();
}

/** A trimmed text where line breaks and tabs are legitimate (order notes, a designer's brief). */
export function safeMultilineText(): z.ZodString {
  return z
    .string()
    .refine((value) => !hasForbiddenCharacters(value, { multiline: true }), { message: NOT_ALLOWED_MESSAGE })
    .trim();
}
