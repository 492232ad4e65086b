import type { ProductOffer } from "#contract/content/content.schemas";
import { PARAM } from "#contract/product/selection-param-names";
import type { VatDisplay } from "#contract/product/selection-params";

/**
 * Product cards and their offers (issue 15 §2). Pure: which price a card shows and in which order
 * a category lists its products. Prices always come from the API's offers, never from the copy.
 */

export interface CardPricing {
  /** Offers by product page path. */
  offers: ReadonlyMap<string, ProductOffer>;
  vat: VatDisplay;
  locale: string;
  /** Category pages list the cheapest first; the home page keeps its editorial order. */
  sortByPrice: boolean;
}

export function pricingOf(
  offers: readonly ProductOffer[],
  options: Omit<CardPricing, "offers">,
): CardPricing {
  return { ...options, offers: new Map(offers.map((offer) => [offer.path, offer])) };
}

/** The "from" amount a card shows: the cheapest option of the default quote, excl. or incl. VAT. */
export function fromAmount(offer: ProductOffer, vat: VatDisplay): number {
  return vat === "incl" ? offer.lowPrice.inclTax : offer.lowPrice.exclTax;
}

/** Cheapest first, cards without an offer last; equal prices keep the page's order. */
export function sortCards<T extends { path: string }>(items: readonly T[], pricing: CardPricing): T[] {
  if (!pricing.sortByPrice) return [...items];
  const price = (item: T) => {
    const offer = pricing.offers.get(item.path);
    return offer ? offer.lowPrice.exclTax : Number.POSITIVE_INFINITY;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => price(a.item) - price(b.item) || a.index - b.index)
    .map(({ item }) => item);
}

/** The VAT display a catalogue URL asks for: the product page's `vat` parameter, excl. by default. */
export function vatDisplayOf(url: URL): VatDisplay {
  return url.searchParams.get(PARAM.vat) === "incl" ? "incl" : "excl";
}
