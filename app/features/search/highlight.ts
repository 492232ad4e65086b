import type { HighlightedText } from "#contract/search/search.schemas";

export interface Segment {
  text: string;
  mark: boolean;
}

/**
 * Text with match ranges → plain segments, marked or not. Ranges from the API are clamped, sorted
 * and de-overlapped here, so a bad range can shorten a mark but never lose or repeat text; the
 * segments are rendered as React text (escaped), never as HTML.
 */
export function highlightSegments({ text, matches }: HighlightedText): Segment[] {
  const ranges = matches
    .map(([start, end]) => [
      Math.max(0, Math.min(start, text.length)),
      Math.max(0, Math.min(end, text.length)),
    ])
    .filter(([start, end]) => (end ?? 0) > (start ?? 0))
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)) as [number, number][];
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (end <= at) continue;
    const from = Math.max(start, at);
    if (from > at) segments.push({ text: text.slice(at, from), mark: false });
    segments.push({ text: text.slice(from, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
