import type { HighlightedText } from "#contract/search/search.schemas";

/**
 * Pure text rules of the site search (ADR 022): the same word splitting as the FTS5 tokenizer
 * (unicode61, remove_diacritics 2), the one-typo rule, the FTS5 match expression and the
 * conversion of FTS5's marked snippets into plain text plus match ranges.
 */

/** Marks FTS5 puts around matches (highlight/snippet); private-use characters never indexed. */
export const MARK_OPEN = "\uE000";
export const MARK_CLOSE = "\uE001";
const MARKS = /[\uE000\uE001]/g;

/** Lower case, accents removed: "Étiquette" → "etiquette" (what unicode61 remove_diacritics 2 does). */
export function foldWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The index's words of a text, folded, in order (letters and digits; the rest separates). */
export function tokenize(text: string): string[] {
  return foldWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Text to index: the marks are reserved for highlighting, so a text never carries them. */
export function indexableText(text: string): string {
  return text.replace(MARKS, "");
}

/** Whether a and b are at most one edit apart (insertion, deletion, substitution or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  if (a.length === b.length) {
    const restA = a.slice(start + 1);
    const restB = b.slice(start + 1);
    if (restA === restB) return true; // substitution
    // Two neighbours swapped: "fylers" / "flyers".
    return (
      a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2)
    );
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(start + 1) === shorter.slice(start);
}

/** Words shorter than this are never corrected: too many neighbours ("cat" → car, cap, …). */
export const TYPO_MIN_TERM_LENGTH = 5;
const TYPO_MIN_TOKEN_LENGTH = 4;

/**
 * Whether a typed word may be a one-typo spelling of an indexed term of 5+ letters, either of the
 * whole term or, while the visitor is still typing, of its beginning: "flyr" → "flyers" (as "flye…"),
 * "etiqutte" → "etiquette".
 */
export function isTypoOf(token: string, term: string): boolean {
  if (term.length < TYPO_MIN_TERM_LENGTH || token.length < TYPO_MIN_TOKEN_LENGTH) return false;
  if (withinOneEdit(token, term)) return true;
  for (const length of [token.length, token.length + 1]) {
    if (length < term.length && withinOneEdit(token, term.slice(0, length))) return true;
  }
  return false;
}

/** How one typed word is looked up: as a prefix, or (no term starts with it) as the terms it may misspell. */
export type TokenQuery = { prefix: string } | { anyOf: string[] };

/**
 * The FTS5 MATCH expression: every word must match (AND), each as a prefix or one of its
 * corrections. Tokens hold letters and digits only, so quoting them is enough; null when some
 * word can match nothing.
 */
export function matchExpression(tokens: readonly TokenQuery[]): string | null {
  if (tokens.length === 0) return null;
  const parts: string[] = [];
  for (const token of tokens) {
    if ("prefix" in token) parts.push(`"${token.prefix}"*`);
    else if (token.anyOf.length === 0) return null;
    else parts.push(`(${token.anyOf.map((term) => `"${term}"`).join(" OR ")})`);
  }
  return parts.join(" AND ");
}

/** FTS5 marked text → plain text and [start, end) ranges of the matches. */
export function fromMarked(marked: string): HighlightedText {
  let text = "";
  const matches: [number, number][] = [];
  let openAt: number | null = null;
  for (const char of marked) {
    if (char === MARK_OPEN) openAt = text.length;
    else if (char === MARK_CLOSE) {
      if (openAt !== null && text.length > openAt) matches.push([openAt, text.length]);
      openAt = null;
    } else text += char;
  }
  return { text, matches: mergeRanges(text, matches) };
}

/** Neighbouring marks ("carte" "de" "visite", marked word by word) read better as one when only spaces part them. */
function mergeRanges(text: string, ranges: [number, number][]): [number, number][] {
  return ranges.reduce<[number, number][]>((merged, range) => {
    const last = merged.at(-1);
    if (last && /^\s*$/.test(text.slice(last[1], range[0]))) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
    return merged;
  }, []);
}

/** Paging cursors are opaque to clients: base64url of the next offset, checked when read. */
export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString("base64url");
}

export const MAX_CURSOR_OFFSET = 10_000;

/** The offset a cursor carries, or null when it is not one this API wrote. */
export function decodeCursor(cursor: string): number | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null || !("o" in value)) return null;
    const offset = value.o;
    return Number.isInteger(offset) && typeof offset === "number" && offset > 0 && offset <= MAX_CURSOR_OFFSET
      ? offset
      : null;
  } catch {
    return null;
  }
}

/** At most this many words of a query are looked up; at most this many corrections per word. */
export const MAX_QUERY_TOKENS = 8;
const MAX_CORRECTIONS = 20;

/**
 * A light plural rule for both shop languages: "cartes" and "cards" search as "carte…" and "card…",
 * so "carte de visite" ~ "cartes de visite".
 */
export function stem(token: string): string {
  return token.length >= 4 && /[sx]$/.test(token) ? token.slice(0, -1) : token;
}

export interface Vocabulary {
  /** Whether some indexed term starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
  /** The tenant's terms of TYPO_MIN_TERM_LENGTH letters or more. */
  longTerms(): readonly string[];
}

/** The distinct words of a query that are looked up. */
export function queryTokens(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_TOKENS);
}

/** The prefixes planQuery asks the vocabulary about. */
export const queryPrefixes = (query: string): string[] => queryTokens(query).map(stem);

/** How each word of a query is looked up: as a prefix when the index knows it, else its corrections. */
export function planQuery(query: string, vocabulary: Vocabulary): TokenQuery[] {
  return queryTokens(query).map((token) => {
    const prefix = stem(token);
    if (vocabulary.hasPrefix(prefix)) return { prefix };
    const anyOf = vocabulary
      .longTerms()
      .filter((term) => isTypoOf(token, term) || (prefix !== token && isTypoOf(prefix, term)))
      .slice(0, MAX_CORRECTIONS);
    return { anyOf };
  });
}
