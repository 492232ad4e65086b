import type { ShownTopicError } from "./product-message-texts";
import type { ProductView, ProductViewConfiguration } from "./product-page.types";

/**
 * The configurator island re-quotes through the product route's own loader with ISLAND_PARAM,
 * naming the configuration it already holds by its tag (ADR 060). A data request carrying it is
 * answered with the product view alone (no page, SEO or shell fields), and without the
 * configuration while the tag still matches: the part of the answer that never changes as the
 * shopper picks options. A document request ignores it.
 */
export type IslandQuote = Omit<ProductView, "configuration"> & {
  /** Left out while it is still the configuration the island named. */
  configuration?: ProductViewConfiguration | null;
};

/** A re-quote, or why there is none: the page's own lookup failed upstream (the island keeps its view). */
export type IslandAnswer = { island: IslandQuote } | { island: null; error: ShownTopicError };

export function isIslandAnswer(data: unknown): data is IslandAnswer {
  return typeof data === "object" && data !== null && "island" in data;
}

/**
 * The island's view after an answer: the quote's, with the configuration it left out kept; without
 * a quote, the last priced view and why its prices didn't move.
 */
export function viewAfter(view: ProductView, answer: IslandAnswer): ProductView {
  if (answer.island === null) {
    const others = view.errors.filter((error) => error.topic !== answer.error.topic);
    return { ...view, errors: [...others, answer.error] };
  }
  const { configuration, ...rest } = answer.island;
  return { ...rest, configuration: configuration === undefined ? view.configuration : configuration };
}

/** A product route's data as its page renders it: an island answer only ever reaches the island's fetcher. */
export function pageDataOf<T>(loaderData: T): Exclude<T, IslandAnswer> {
  if (isIslandAnswer(loaderData)) throw new Error("a re-quote answer is never rendered as a page");
  return loaderData as Exclude<T, IslandAnswer>;
}
