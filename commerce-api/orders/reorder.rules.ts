import type { LineItemPayload } from "#contract/cart/cart.requests";
import { type ReorderSource, reorderSourceOf } from "#contract/orders/reorder-source";
import { SERVICE_KEYS } from "#contract/product/service-keys";
import type { StoredLineItem } from "../cart/line-item";
import { payloadFromStoredLine, servicesOf } from "../cart/stored-line-payload";

export { type ReorderSource, reorderSourceOf };

/**
 * Reorder (issue 36 §6, ADR 073): an order's lines, or one of them, go back into the cart with the
 * same configuration, design and files, priced today. Pure.
 */

/**
 * The lines to order again: the one named, or all of them. A line from a custom quote had staff's
 * one-off price and is left out (a new quote is needed).
 */
export function linesToReorder(
  lines: readonly StoredLineItem[],
  lineItemId: string | undefined,
): { lines: StoredLineItem[]; quoted: number; missing: boolean } {
  const named = lineItemId ? lines.filter((line) => line.id === lineItemId) : [...lines];
  return {
    lines: named.filter((line) => !line.quoteId),
    quoted: named.filter((line) => line.quoteId).length,
    missing: lineItemId !== undefined && named.length === 0,
  };
}

/**
 * The payload of the same line for today's cart: the same choices (attributes, speed, services, job
 * name, design), but no old promo code, no old arrival date (today's is computed anew), and the source
 * noted for the price comparison and the files.
 */
export function reorderPayload(
  line: StoredLineItem,
  source: Pick<ReorderSource, "orderId" | "orderNumber">,
): LineItemPayload {
  const {
    lineItemId: _id,
    promisedArrivalDate: _date,
    ...payload
  } = payloadFromStoredLine(
    line,
    servicesOf(line).filter((service) => service.key !== SERVICE_KEYS.coupon),
  );
  const reorderOf: ReorderSource = {
    ...source,
    lineItemId: line.id,
    previousTaxedCent: line.taxedTotalPriceWithServices.centAmount,
    currencyCode: line.taxedTotalPriceWithServices.currencyCode,
  };
  return { ...payload, merchantInfo: { ...payload.merchantInfo, reorderOf } };
}

/** Whether `adding` more lines fit a cart holding `holding` (all or nothing: a half-copied order confuses). */
export const fitsCart = (holding: number, adding: number, max: number): boolean => holding + adding <= max;
