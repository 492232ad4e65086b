import { CONNECTION_LOST_MESSAGE } from "./product-errors";
import type { ProductView, ProductViewConfiguration, ShownTopicError } from "./product-page.types";

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

/**
 * A re-quote, or why there is none (the island keeps its view): the page's own lookup failed
 * upstream, or the request never reached the shop (island-connection.ts).
 */
export type IslandAnswer =
  | { island: IslandQuote }
  | { island: null; error: ShownTopicError }
  | { island: null; connectionLost: true };

export function isIslandAnswer(data: unknown): data is IslandAnswer {
  return typeof data === "object" && data !== null && "island" in data;
}

/**
 * The island's view after an answer: the quote's, with the configuration it left out kept; without
 * a quote, the last priced view and why its prices didn't move (`connectionLostText` says it for a
 * request that never reached the shop, in the page's language).
 */
export function viewAfter(view: ProductView, answer: IslandAnswer, connectionLostText: string): ProductView {
  if (answer.island === null) {
    const error = "error" in answer ? answer.error : connectionLostError(connectionLostText);
    const others = view.errors.filter((shown) => shown.topic !== error.topic);
    return { ...view, errors: [...others, error] };
  }
  const { configuration, ...rest } = answer.island;
  return { ...rest, configuration: configuration === undefined ? view.configuration : configuration };
}

/** The prices on screen are the previous choice's: the price bar says they weren't updated. */
function connectionLostError(text: string): ShownTopicError {
  return { topic: "price-quote", message: CONNECTION_LOST_MESSAGE, unavailable: true, text };
}

/** A product route's data as its page renders it: an island answer only ever reaches the island's fetcher. */
export function pageDataOf<T>(loaderData: T): Exclude<T, IslandAnswer> {
  if (isIslandAnswer(loaderData)) throw new Error("a re-quote answer is never rendered as a page");
  return loaderData as Exclude<T, IslandAnswer>;
}
