import type { Inventory } from "./delivery.schemas";

/**
 * Spec §5: an externally fulfilled product is buyable only if the stock on hand, or the stock
 * arriving by the date production needs it, covers the chosen quantity.
 */
export function isBuyable(inventory: Inventory, quantity: number, neededBy?: string): boolean {
  if (inventory.immediateQuantity >= quantity) return true;
  return inventory.futureAvailability.some(
    (batch) => batch.quantity >= quantity && (neededBy === undefined || batch.date <= neededBy),
  );
}
