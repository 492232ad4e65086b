/** Cart limits (spec §5, §9). */
export const MAX_LINE_ITEMS = 15;
/** Maximum cart price including VAT, major units; exceeding it is flagged, not refused. */
export const CART_PRICE_CEILING = 100000;

/** Whether one more line item may be written: always when editing an existing one. */
export function canWriteLineItem(existingCount: number, editing: boolean): boolean {
  return editing || existingCount < MAX_LINE_ITEMS;
}

/** Compared in cents (spec §5): 100000 major units = 10 000 000 minor units. */
export function exceedsPriceCeiling(taxedCentAmount: number): boolean {
  return taxedCentAmount > CART_PRICE_CEILING * 100;
}
