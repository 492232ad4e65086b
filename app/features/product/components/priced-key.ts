import type { VatDisplay } from "#contract/product/selection-params";
import type { ProductViewConfiguration } from "../product-page.types";

export interface PricedPart {
  configuration: ProductViewConfiguration;
  /** Names the configuration's content (ADR 060); null: the configuration itself, by identity. */
  configurationTag: string | null;
  priority: string;
  vat: VatDisplay;
  currency: string;
  locale: string;
}

/**
 * The markup cache's key parts of a part that shows prices (ADR 093): the configuration, the choices and
 * `shown`, everything else it shows (prices, dates) as text, so its markup can't outlive a price.
 */
export function pricedKeyParts(part: PricedPart, ...shown: unknown[]): readonly unknown[] {
  const { configuration, configurationTag, priority, vat, currency, locale } = part;
  return [configurationTag ?? configuration, ...shown.map(textOf), priority, vat, currency, locale];
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}
