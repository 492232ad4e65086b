import type { Shipping } from "#contract/cart/cart.schemas";

/** The money trail every summary shows (issue 17 §4): goods, delivery, totals; amounts in minor units. */
export interface MoneySummaryAmounts {
  /** Null for orders placed before delivery was priced: the goods then are the total. */
  itemsExclTax: number | null;
  shipping: { exclTax: number; free: boolean; missingForFree: number | null; freeFrom: number | null } | null;
  totalExclTax: number;
  vatAmount: number;
  totalInclTax: number;
  /** Orders only: what is still owed. */
  stillToPay?: number;
}

type Money = { centAmount: number };

/** From the API's cart or order amounts (the order's shipping is null before ADR 033). */
export function moneySummaryOf(source: {
  itemsPrice?: Money;
  shipping: Shipping | null;
  totalPrice: Money;
  taxedPrice: Money;
}): MoneySummaryAmounts {
  const { shipping } = source;
  return {
    itemsExclTax: shipping
      ? (source.itemsPrice?.centAmount ?? source.totalPrice.centAmount - shipping.price.centAmount)
      : null,
    shipping: shipping
      ? {
          exclTax: shipping.price.centAmount,
          free: shipping.free,
          missingForFree: shipping.missingForFree?.centAmount ?? null,
          freeFrom: shipping.freeFrom?.centAmount ?? null,
        }
      : null,
    totalExclTax: source.totalPrice.centAmount,
    vatAmount: source.taxedPrice.centAmount - source.totalPrice.centAmount,
    totalInclTax: source.taxedPrice.centAmount,
  };
}
