import type { Inventory } from "./delivery.schemas";

export type StockLevels = Pick<Inventory, "immediateQuantity" | "futureAvailability">;

/**
 * Spec §5: an externally fulfilled product is buyable only if the stock on hand, or a future stock
 * level available by the date production needs it (inclusive), covers the chosen quantity. Without
 * `neededBy` every future level counts. Future levels are not added to the stock on hand: each one
 * already is the quantity available from its date.
 */
export function isBuyable(stock: StockLevels, quantity: number, neededBy?: string): boolean {
  if (!Number.isFinite(quantity) || quantity <= 0) return false;
  if (stock.immediateQuantity >= quantity) return true;
  return stock.futureAvailability.some(
    (level) => level.quantity >= quantity && (neededBy === undefined || level.date <= neededBy),
  );
}

/** The largest quantity buyable by `neededBy` (all future levels without it): the ceiling to show. */
export function maxBuyableQuantity(stock: StockLevels, neededBy?: string): number {
  return stock.futureAvailability
    .filter((level) => neededBy === undefined || level.date <= neededBy)
    .reduce((max, level) => Math.max(max, level.quantity), Math.max(0, stock.immediateQuantity));
}
