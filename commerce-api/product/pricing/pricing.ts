import type { FeatureDefinition, PriceTable, PriorityKey } from "../catalogue.types";
import { BP, CENTI, divRound, percentOf } from "./rounding";

export interface PriceInput {
  table: PriceTable;
  features: readonly FeatureDefinition[];
  /** A complete, validated selection: feature name → option value. */
  selection: Readonly<Record<string, string>>;
  quantity: number;
  priority: PriorityKey;
}

export interface JobPrice {
  /** Units the bands price (quantity × unit multipliers, e.g. labels per roll). */
  pricedUnits: number;
  /** Price excluding VAT before any promotion, minor units. */
  centAmount: number;
}

/**
 * The price of one job, excluding VAT:
 *
 *   base     = setup + pricedUnits × bandUnit + Σ options (perJob + perUnit × pricedUnits)
 *   subtotal = base × (1 + Σ options percentBp)
 *   total    = subtotal × (1 + priority bp)
 *
 * All terms are integers (centi-cents, basis points); the only rounding is the final one to minor
 * units, half away from zero. Same input, same output.
 */
export function priceJob(input: PriceInput): JobPrice {
  const { table, features, selection, quantity, priority } = input;
  if (!Number.isInteger(quantity) || quantity <= 0)
    throw new RangeError("quantity must be a positive integer");
  const pricedUnits = quantity * unitMultiplier(features, selection);
  const unit = bandUnitPrice(table, pricedUnits);

  let base = BigInt(table.setup) + BigInt(pricedUnits) * BigInt(unit);
  let percentBp = 0;
  for (const [feature, value] of Object.entries(selection)) {
    const surcharge = table.options[feature]?.[value];
    if (!surcharge) continue;
    base += BigInt(surcharge.perJob ?? 0) + BigInt(surcharge.perUnit ?? 0) * BigInt(pricedUnits);
    percentBp += surcharge.percentBp ?? 0;
  }
  const speedBp = table.priorities[priority] ?? 0;
  const scaled = base * BigInt(BP + percentBp) * BigInt(BP + speedBp);
  const cents = divRound(scaled, BigInt(CENTI) * BigInt(BP) * BigInt(BP));
  return { pricedUnits, centAmount: Math.max(0, Number(cents)) };
}

/** Product of the unit multipliers of the selected options (1 when none). */
export function unitMultiplier(
  features: readonly FeatureDefinition[],
  selection: Readonly<Record<string, string>>,
): number {
  let multiplier = 1;
  for (const feature of features) {
    const option = feature.options.find((candidate) => candidate.value === selection[feature.name]);
    multiplier *= option?.unitMultiplier ?? 1;
  }
  return multiplier;
}

/** Unit price (centi-cents) of the band covering `pricedUnits`: the greatest `from` ≤ units. */
export function bandUnitPrice(table: PriceTable, pricedUnits: number): number {
  const sorted = [...table.bands].sort((a, b) => a.from - b.from);
  let unit = sorted[0]?.unit ?? 0;
  for (const band of sorted) if (band.from <= pricedUnits) unit = band.unit;
  return unit;
}

export interface TaxedAmounts {
  amountExclTax: number;
  vatAmount: number;
  amountInclTax: number;
}

/** VAT on a minor-unit amount, rounded to the minor unit. */
export function withVat(amountExclTax: number, rateBp: number): TaxedAmounts {
  const vatAmount = percentOf(amountExclTax, rateBp);
  return { amountExclTax, vatAmount, amountInclTax: amountExclTax + vatAmount };
}

/** Per-unit display amount (rounded); totals are never rebuilt from it. */
export function unitAmount(centAmount: number, quantity: number): number {
  return Number(divRound(BigInt(centAmount), BigInt(quantity)));
}
