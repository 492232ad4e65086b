export type GlossaryTerm = { term: string; definition: string };
export type GlossaryGroup = { letter: string; terms: GlossaryTerm[] };

export const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");

/** Index letter of a term: first letter without accents, upper case; "#" for digits and symbols. */
export function indexLetter(term: string): string {
  const first = term
    .trim()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .charAt(0)
    .toUpperCase();
  return ALPHABET.includes(first) ? first : "#";
}

const collators = new Map<string, Intl.Collator>();

/** Terms sorted with the locale's collation and grouped by index letter ("#" first). */
export function groupGlossary(terms: readonly GlossaryTerm[], locale: string): GlossaryGroup[] {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
    collators.set(locale, collator);
  }
  const sorted = [...terms].sort((a, b) => collator.compare(a.term, b.term));
  const groups = new Map<string, GlossaryTerm[]>();
  for (const entry of sorted) {
    const letter = indexLetter(entry.term);
    const list = groups.get(letter);
    if (list) list.push(entry);
    else groups.set(letter, [entry]);
  }
  return [...groups.entries()]
    .map(([letter, list]) => ({ letter, terms: list }))
    .sort((a, b) => (a.letter === "#" ? -1 : b.letter === "#" ? 1 : a.letter.localeCompare(b.letter)));
}

export { termId } from "#contract/content/glossary";
