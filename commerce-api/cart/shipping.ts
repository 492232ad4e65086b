import { freeDelivery } from "../../contract/cart/free-delivery";
import type { PriorityKey } from "../../contract/product/product.schemas";
import { withVat } from "../product/pricing/pricing";
import { vatRateBp } from "../product/pricing/vat";

/** Carriage for one currency of a tenant (migration 025): per destination and delivery speed. */
export interface ShippingTable {
  /** Goods total excluding VAT from which every shipment is free; null when delivery is never free. */
  freeFromCent: number | null;
  /** Rate excluding VAT per country, then per priority, minor units. */
  rates: Record<string, Partial<Record<PriorityKey, number>>>;
}

interface ShippableLine {
  shipTo: { country: string };
  selectedPriority: PriorityKey;
  totalPriceWithServices: { centAmount: number };
}

export interface ShippingQuote {
  /** Carriage excluding VAT, after the free-delivery threshold. */
  centAmount: number;
  taxedCentAmount: number;
  /** One parcel per destination and speed: lines made at the same pace leave together. */
  shipments: { country: string; priority: PriorityKey; centAmount: number }[];
  free: boolean;
  freeFromCent: number | null;
  /** What the goods still need for free delivery; null when it is free already or never. */
  missingForFreeCent: number | null;
}

/** A destination or speed the table lacks is charged the currency's dearest rate, never nothing. */
export function rateOf(table: ShippingTable, country: string, priority: PriorityKey): number {
  const rate = table.rates[country]?.[priority];
  if (rate !== undefined) return rate;
  const all = Object.values(table.rates).flatMap((byPriority) => Object.values(byPriority));
  return all.length > 0 ? Math.max(...all) : 0;
}

/**
 * What delivering these lines costs (issue 17 §4, ADR 033). Pure: the cart view, checkout and the
 * order all call it with the tenant's table for the cart's currency.
 */
export function quoteShipping(lines: readonly ShippableLine[], table: ShippingTable): ShippingQuote {
  const goods = lines.reduce((sum, line) => sum + line.totalPriceWithServices.centAmount, 0);
  const { free, missingForFreeCent } = freeDelivery(goods, table.freeFromCent, lines.length > 0);
  const seen = new Map<string, { country: string; priority: PriorityKey; centAmount: number }>();
  for (const line of lines) {
    const country = line.shipTo.country.toUpperCase();
    const key = `${country}|${line.selectedPriority}`;
    if (!seen.has(key))
      seen.set(key, {
        country,
        priority: line.selectedPriority,
        centAmount: free ? 0 : rateOf(table, country, line.selectedPriority),
      });
  }
  const shipments = [...seen.values()];
  let centAmount = 0;
  let taxedCentAmount = 0;
  for (const shipment of shipments) {
    const taxed = withVat(shipment.centAmount, vatRateBp(shipment.country) ?? 0);
    centAmount += taxed.amountExclTax;
    taxedCentAmount += taxed.amountInclTax;
  }
  return {
    centAmount,
    taxedCentAmount,
    shipments,
    free,
    freeFromCent: table.freeFromCent,
    missingForFreeCent,
  };
}

export const NO_SHIPPING_TABLE: ShippingTable = { freeFromCent: null, rates: {} };
