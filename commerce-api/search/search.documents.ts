import { termId } from "#contract/content/glossary";
import type { SearchType } from "#contract/search/search.schemas";
import type { PriceTable, ProductDefinition } from "../product/catalogue.types";
import { defaultQuoteRange } from "../product/default-quote";
import { indexableText } from "./search.text";

/**
 * What the search index holds for one tenant, built from its pages and catalogue (pure; ADR 022).
 * Products are found through their product page (the page gives the path, image and copy, the
 * definition the feature and option labels); other public pages and each glossary entry are
 * documents of their own.
 */

export interface IndexDocument {
  documentKey: string;
  type: SearchType;
  title: string;
  path: string;
  image: string | null;
  position: number;
  /** Products: currency → lowest default-configuration price excl. VAT (minor units). */
  fromPrices: Record<string, number> | null;
  keywords: string;
  body: string;
}

export interface PageInput {
  key: string;
  path: string;
  title: string;
  metaDescription: string;
  layout: string;
  loggedOnly: boolean;
  indexable: boolean;
  blocks: unknown[];
}

export interface ProductInput {
  definition: ProductDefinition;
  /** Catalogue order, the tie-break between equally relevant products. */
  position: number;
  /** currency → price table */
  prices: Record<string, PriceTable>;
}

export interface TenantIndexInput {
  pages: readonly PageInput[];
  products: readonly ProductInput[];
  /** document key → comma-separated synonyms */
  keywords: Readonly<Record<string, string>>;
}

/** Keys whose strings are not copy a visitor reads (paths, ids, enum values). */
const NON_TEXT_KEYS = new Set(["type", "kind", "path", "image", "icon", "productKey", "key", "href", "url"]);

/** Every piece of visible copy in a JSON value, in document order. */
export function textOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) textOf(item, out);
  else if (typeof value === "object" && value !== null) {
    for (const [key, child] of Object.entries(value)) if (!NON_TEXT_KEYS.has(key)) textOf(child, out);
  }
  return out;
}

const blockType = (block: unknown): string | null =>
  typeof block === "object" && block !== null && "type" in block && typeof block.type === "string"
    ? block.type
    : null;

interface ProductIntro {
  productKey: string;
  name: string;
  image: string;
}

function productIntroOf(page: PageInput): ProductIntro | null {
  const first = page.blocks[0];
  if (blockType(first) !== "productIntro") return null;
  const intro = first as Partial<ProductIntro>;
  return typeof intro.productKey === "string" && typeof intro.name === "string"
    ? {
        productKey: intro.productKey,
        name: intro.name,
        image: typeof intro.image === "string" ? intro.image : "",
      }
    : null;
}

/** The cheapest price of the default configuration, as its product page quotes it on arrival. */
export function fromPrice(definition: ProductDefinition, table: PriceTable): number {
  return defaultQuoteRange(definition, table).low;
}

/** Feature labels, option labels and their help texts: "pelliculage mat" finds the cards that offer it. */
function definitionText(definition: ProductDefinition): string[] {
  return definition.features.flatMap((feature) => [
    feature.label,
    ...(feature.info ? [feature.info] : []),
    ...feature.options.map((option) => option.label),
  ]);
}

/** Copy pieces (headings, list items) read as separate phrases in a snippet. */
const join = (parts: readonly string[]) => indexableText(parts.join(" · "));

function productDocument(
  page: PageInput,
  intro: ProductIntro,
  product: ProductInput,
  input: TenantIndexInput,
): IndexDocument {
  const documentKey = `product:${intro.productKey}`;
  const fromPrices: Record<string, number> = {};
  for (const [currency, table] of Object.entries(product.prices)) {
    fromPrices[currency] = fromPrice(product.definition, table);
  }
  return {
    documentKey,
    type: "product",
    title: intro.name,
    path: page.path,
    image: intro.image || null,
    position: product.position,
    fromPrices,
    keywords: indexableText(input.keywords[documentKey] ?? ""),
    body: join([
      ...textOf(page.blocks).filter((text) => text !== intro.name),
      ...definitionText(product.definition),
    ]),
  };
}

function glossaryDocuments(page: PageInput, input: TenantIndexInput, position: number): IndexDocument[] {
  const terms = page.blocks
    .filter((block) => blockType(block) === "glossary")
    .flatMap((block) => (block as { terms?: { term: string; definition: string }[] }).terms ?? []);
  return terms.map((entry, index) => {
    const documentKey = `glossary:${termId(entry.term)}`;
    return {
      documentKey,
      type: "glossary" as const,
      title: entry.term,
      path: `${page.path}#${termId(entry.term)}`,
      image: null,
      position: position + index,
      fromPrices: null,
      keywords: indexableText(input.keywords[documentKey] ?? ""),
      body: indexableText(entry.definition),
    };
  });
}

/** Pages a visitor may land on from a search: public, indexable, not the home page. */
const isSearchable = (page: PageInput) => !page.loggedOnly && page.indexable && page.path !== "/";

/** Every document of one tenant. */
export function buildTenantDocuments(input: TenantIndexInput): IndexDocument[] {
  const products = new Map(input.products.map((product) => [product.definition.productKey, product]));
  const documents: IndexDocument[] = [];
  const seenProducts = new Set<string>();
  for (const [index, page] of input.pages.entries()) {
    if (!isSearchable(page)) continue;
    const position = index * 1000;
    const intro = productIntroOf(page);
    if (intro) {
      const product = products.get(intro.productKey);
      if (product && !seenProducts.has(intro.productKey)) {
        seenProducts.add(intro.productKey);
        documents.push(productDocument(page, intro, product, input));
      }
      continue;
    }
    documents.push(...glossaryDocuments(page, input, position + 1));
    const documentKey = `page:${page.key}`;
    const blocks = page.blocks.filter((block) => blockType(block) !== "glossary");
    documents.push({
      documentKey,
      type: "page",
      title: page.title,
      path: page.path,
      image: null,
      position,
      fromPrices: null,
      keywords: indexableText(input.keywords[documentKey] ?? ""),
      body: join([page.metaDescription, ...textOf(blocks).filter((text) => text !== page.title)]),
    });
  }
  return documents;
}
