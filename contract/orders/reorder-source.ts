/**
 * Where a reordered cart line came from (issue 36 §6, ADR 073), kept in its merchantInfo: the order and
 * line, and the price then, for the cart's "price last time" and the files copied at checkout.
 * Zod-free: the cart screen reads it too.
 */
export interface ReorderSource {
  orderId: string;
  orderNumber: string;
  lineItemId: string;
  previousTaxedCent: number;
  /** The previous price's currency: a price in another currency is not compared. */
  currencyCode: string;
}

export const reorderSourceOf = (merchantInfo: Record<string, unknown>): ReorderSource | null => {
  const source = merchantInfo.reorderOf as Partial<ReorderSource> | undefined;
  return typeof source?.orderId === "string" &&
    typeof source.lineItemId === "string" &&
    typeof source.orderNumber === "string" &&
    typeof source.previousTaxedCent === "number" &&
    typeof source.currencyCode === "string"
    ? (source as ReorderSource)
    : null;
};
