import { inflateSync } from "node:zlib";

/**
 * How many pages a PDF declares and how large its largest page is, read from the page tree's
 * /Count and the pages' /MediaBox and /UserUnit, without building the document: a library that
 * parses every object would spend minutes and gigabytes on a file that claims a million pages.
 * Linear in the file's size; compressed object streams (PDF 1.5) are inflated with a bounded output.
 * Pure.
 */

export interface PdfDeclaration {
  /** The page tree root's /Count (the largest /Count of any /Pages node); null: no page tree found. */
  pages: number | null;
  /** The longest side of any /MediaBox, in millimetres, times the largest /UserUnit; null: none. */
  largestPageSideMm: number | null;
}

/** All object streams of a file together may inflate to this much; past it, the rest is not read. */
export const OBJECT_STREAMS_MAX_BYTES = 32 * 1024 * 1024;
/** How far a dictionary is looked for around a key: page tree nodes are a few hundred bytes. */
const DICTIONARY_REACH = 64 * 1024;
const MM_PER_POINT = 25.4 / 72;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?|-?\.\d+)`;
const MEDIA_BOX = new RegExp(
  String.raw`/MediaBox\s*\[\s*${NUMBER}\s+${NUMBER}\s+${NUMBER}\s+${NUMBER}\s*\]`,
  "g",
);
const USER_UNIT = new RegExp(String.raw`/UserUnit\s+${NUMBER}`, "g");
const PAGES_TYPE = /\/Type\s*\/Pages(?![A-Za-z0-9#])/g;
const OBJECT_STREAM_TYPE = /\/Type\s*\/ObjStm(?![A-Za-z0-9#])/g;
const COUNT = /\/Count\s+(\d{1,15})/;

/** The `<< … >>` dictionary around `index` (nested ones skipped), or null if none within reach. */
function enclosingDictionary(text: string, index: number): { start: number; end: number } | null {
  let depth = 0;
  let start = -1;
  for (let at = index; at >= Math.max(0, index - DICTIONARY_REACH); at--) {
    if (text.startsWith(">>", at - 1)) {
      depth++;
      at--;
    } else if (text.startsWith("<<", at - 1)) {
      if (depth === 0) {
        start = at - 1;
        break;
      }
      depth--;
      at--;
    }
  }
  if (start < 0) return null;
  depth = 0;
  const limit = Math.min(text.length, start + DICTIONARY_REACH);
  for (let at = start; at < limit - 1; at++) {
    if (text.startsWith("<<", at)) depth++;
    else if (text.startsWith(">>", at)) depth--;
    else continue;
    at++;
    if (depth === 0) return { start, end: at + 1 };
  }
  return null;
}

/** The page count the page tree nodes of one text declare (the root's is the largest). */
function largestCount(text: string): number | null {
  let largest: number | null = null;
  for (const match of text.matchAll(PAGES_TYPE)) {
    const dictionary = enclosingDictionary(text, match.index);
    if (!dictionary) continue;
    const count = COUNT.exec(text.slice(dictionary.start, dictionary.end));
    if (count) largest = Math.max(largest ?? 0, Number(count[1]));
  }
  return largest;
}

function largestPageSidePt(text: string): number | null {
  let largest: number | null = null;
  for (const match of text.matchAll(MEDIA_BOX)) {
    const [x0, y0, x1, y1] = match.slice(1, 5).map(Number) as [number, number, number, number];
    largest = Math.max(largest ?? 0, Math.abs(x1 - x0), Math.abs(y1 - y0));
  }
  return largest;
}

const largestUserUnit = (text: string) =>
  Math.max(1, ...[...text.matchAll(USER_UNIT)].map((match) => Number(match[1])));

/** The inflated contents of the file's Flate-compressed object streams, within the byte budget. */
function objectStreamTexts(text: string): string[] {
  const texts: string[] = [];
  let left = OBJECT_STREAMS_MAX_BYTES;
  for (const match of text.matchAll(OBJECT_STREAM_TYPE)) {
    const dictionary = enclosingDictionary(text, match.index);
    if (!dictionary || left <= 0) continue;
    if (!/\/FlateDecode/.test(text.slice(dictionary.start, dictionary.end))) continue;
    const keyword = /^\s*stream\r?\n/.exec(text.slice(dictionary.end, dictionary.end + 32));
    if (!keyword) continue;
    const dataStart = dictionary.end + keyword[0].length;
    const dataEnd = text.indexOf("endstream", dataStart);
    if (dataEnd < 0) continue;
    try {
      const inflated = inflateSync(Buffer.from(text.slice(dataStart, dataEnd), "latin1"), {
        maxOutputLength: left,
      });
      left -= inflated.length;
      texts.push(inflated.toString("latin1"));
    } catch {
      // Damaged, or past the budget: what it holds stays unknown.
    }
  }
  return texts;
}

export function pdfDeclaration(bytes: Uint8Array): PdfDeclaration {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const texts = [text, ...objectStreamTexts(text)];
  const counts = texts.map(largestCount).filter((count): count is number => count !== null);
  const sides = texts.map(largestPageSidePt).filter((side): side is number => side !== null);
  const userUnit = Math.max(...texts.map(largestUserUnit));
  return {
    pages: counts.length > 0 ? Math.max(...counts) : null,
    largestPageSideMm: sides.length > 0 ? Math.max(...sides) * userUnit * MM_PER_POINT : null,
  };
}
