import { SETS_FEATURE } from "#contract/product/multi-artwork";
import { SERVICE_KEYS } from "#contract/product/service-keys";
import type { CatalogueProduct, PriceTable } from "./catalogue.types";

/** Service keys of the server catalogue (spec §3: contract values the storefront takes from here). */
export { SERVICE_KEYS };

/**
 * Artwork files a line carries: one per set of a multi-artwork selection (spec §4), else one.
 * Unreadable values count as one; the selection itself is validated elsewhere.
 */
export function artworkSetCount(attributes: Readonly<Record<string, string | number>>): number {
  const sets = Number(attributes[SETS_FEATURE] ?? 1);
  return Number.isInteger(sets) && sets > 1 ? Math.min(sets, 50) : 1;
}

/**
 * Price excluding VAT of one service for one line (ADR 036): the file check and the design service
 * are work on each artwork file, so they scale with the sets, not with the copies printed; null when
 * the product does not offer the service. The coupon is priced by the promo rules, not here.
 */
export function serviceCentAmount(
  key: string,
  input: {
    product: CatalogueProduct;
    table: PriceTable;
    fileCheckCentAmount: number | undefined;
    attributes: Readonly<Record<string, string | number>>;
  },
): number | null {
  const { definition } = input.product;
  const files = artworkSetCount(input.attributes);
  if (key === SERVICE_KEYS.fileCheck && definition.fileFlow.fileCheck) {
    return input.fileCheckCentAmount === undefined ? null : input.fileCheckCentAmount * files;
  }
  if (key === SERVICE_KEYS.humanDesignService && definition.humanDesignService) {
    return input.table.hdsCentAmount * files;
  }
  return null;
}
