/**
 * French typography (issue 38 §5): "?", "!", ";", ":" and a closing guillemet follow a no-break space,
 * an opening guillemet is followed by one, so a line never starts with the punctuation alone. The
 * shop uses U+00A0 (ADR 078): every font and mail client has it, it is as wide as the space typed
 * before, and it is the space French print rules ask before ":" and inside « ». Pure.
 */
export const FRENCH_SPACE = "\u00a0";

/** Characters that count as the required space (U+202F is the narrow one some editors insert). */
const NO_BREAK = "\u00a0\u202f";
const BEFORE = new RegExp(`(^|[^${NO_BREAK}])([:;!?»])`, "gu");
const AFTER = new RegExp(`«(?=[^${NO_BREAK}]|$)`, "gu");

/** What a text holds that is not the copy a reader sees: links, placeholders, an "é" after its "?". */
function readable(text: string): string {
  return text
    .replace(/https?:\/\/\S+|mailto:\S+/g, " ")
    .replace(/\{\{[^}]*\}\}/g, "x")
    .replace(/\$\{[^}]*\}/g, "x");
}

/** Each punctuation mark lacking its no-break space, with a few characters around it. */
export function frenchSpacingProblems(text: string): string[] {
  const copy = readable(text);
  const around = (index: number) => copy.slice(Math.max(0, index - 12), index + 4);
  const problems: string[] = [];
  for (const match of copy.matchAll(BEFORE)) problems.push(around(match.index + (match[1]?.length ?? 0)));
  for (const match of copy.matchAll(AFTER)) problems.push(around(match.index));
  return problems;
}
