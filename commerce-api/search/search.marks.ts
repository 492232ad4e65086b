import { foldWord, MARK_CLOSE, MARK_OPEN, type TokenQuery } from "./search.text";

/**
 * FTS5's highlight() and snippet() for the PostgreSQL index (ADR 043), which has neither: the
 * words of a text that a query's tokens match, wrapped in the same marks, so fromMarked reads
 * both databases' hits alike. A word matches a prefix token when its folded form starts with it,
 * a correction token when it is one of the corrections (as FTS5 matches "term" and "term"*).
 */

interface Word {
  start: number;
  end: number;
  hit: boolean;
}

/** Letters and digits, with the combining marks a decomposed text may carry (folded away later). */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;

function wordsOf(text: string, tokens: readonly TokenQuery[]): Word[] {
  const matches = (folded: string) =>
    tokens.some((token) =>
      "prefix" in token ? folded.startsWith(token.prefix) : token.anyOf.includes(folded),
    );
  return [...text.matchAll(WORD)].map((found) => ({
    start: found.index,
    end: found.index + found[0].length,
    hit: matches(foldWord(found[0])),
  }));
}

function mark(text: string, words: readonly Word[], from: number, to: number): string {
  let marked = "";
  let at = from;
  for (const word of words) {
    if (!word.hit || word.start < from || word.end > to) continue;
    marked += `${text.slice(at, word.start)}${MARK_OPEN}${text.slice(word.start, word.end)}${MARK_CLOSE}`;
    at = word.end;
  }
  return marked + text.slice(at, to);
}

/** The whole text with its matching words marked (FTS5 highlight). */
export function highlightMatches(text: string, tokens: readonly TokenQuery[]): string {
  return mark(text, wordsOf(text, tokens), 0, text.length);
}

/**
 * At most `size` words of the text around its matches, marked, with an ellipsis where text was
 * cut (FTS5 snippet): the window holding the most matching words (the earliest of equals), moved
 * to centre them; the text's start when nothing in it matches.
 */
export function snippetOfMatches(text: string, tokens: readonly TokenQuery[], size: number): string {
  const words = wordsOf(text, tokens);
  if (words.length <= size) return mark(text, words, 0, text.length);
  let best = 0;
  let bestHits = -1;
  let hits = 0;
  for (let index = 0; index < words.length; index++) {
    if (words[index]?.hit) hits++;
    if (index >= size && words[index - size]?.hit) hits--;
    const start = Math.max(0, index - size + 1);
    if (index >= size - 1 && hits > bestHits) {
      best = start;
      bestHits = hits;
    }
  }
  best = centred(words, best, size);
  const first = words[best];
  const last = words[best + size - 1];
  if (!first || !last) return mark(text, words, 0, text.length);
  const from = best === 0 ? 0 : first.start;
  const to = best + size === words.length ? text.length : last.end;
  return `${from > 0 ? "…" : ""}${mark(text, words, from, to)}${to < text.length ? "…" : ""}`;
}

/** The start of a `size`-word window holding the same matching words as the one at `start`, centred on them. */
function centred(words: readonly Word[], start: number, size: number): number {
  const inWindow = words.slice(start, start + size);
  const firstHit = inWindow.findIndex((word) => word.hit);
  if (firstHit < 0) return start;
  const lastHit = inWindow.findLastIndex((word) => word.hit);
  const middle = start + (firstHit + lastHit) / 2;
  return Math.max(0, Math.min(words.length - size, Math.round(middle - (size - 1) / 2)));
}
