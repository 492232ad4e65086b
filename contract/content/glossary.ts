/**
 * Stable fragment id of a glossary term, e.g. "Fond perdu" → "term-fond-perdu": the storefront
 * renders it on the entry and the search index links to it.
 */
export function termId(term: string): string {
  const slug = term
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `term-${slug || "x"}`;
}
