import { offeredQuantities } from "#contract/product/quantity";
import type { PriceTable, ProductDefinition } from "./catalogue.types";
import { priceJob } from "./pricing/pricing";
import { defaultSelection } from "./selection";

/**
 * What a product costs before a shopper touches anything: its default configuration quoted the
 * way the product page quotes it on arrival (the offered quantities plus the default one, every
 * production speed). One implementation for the search index's "from" price, category cards and
 * the product page's structured data. Pure; amounts excl. VAT in minor units.
 */

/** The quantities the product page quotes on arrival. */
export function defaultQuoteQuantities(definition: ProductDefinition): number[] {
  const model = definition.quantityModel;
  const list = offeredQuantities(model);
  return list.includes(model.defaultValue) ? list : [...list, model.defaultValue].sort((a, b) => a - b);
}

export interface DefaultQuoteRange {
  /** The cheapest option: the "from" price. */
  low: number;
  /** The dearest option (largest quantity, fastest speed). */
  high: number;
  /** How many options (quantity × speed) the default quote has. */
  count: number;
  /** Business days of the fastest production speed: the delivery promise. */
  fastestProductionDays: number;
}

export function defaultQuoteRange(definition: ProductDefinition, table: PriceTable): DefaultQuoteRange {
  const selection = defaultSelection(definition);
  const amounts = defaultQuoteQuantities(definition).flatMap((quantity) =>
    definition.priorities.map(
      (priority) =>
        priceJob({ table, features: definition.features, selection, quantity, priority: priority.key })
          .centAmount,
    ),
  );
  return {
    low: Math.min(...amounts),
    high: Math.max(...amounts),
    count: amounts.length,
    fastestProductionDays: Math.min(...definition.priorities.map((priority) => priority.productionDays)),
  };
}
