/**
 * Integer money helpers. Prices are built in "centi-cents" (1/100 of a minor unit) and basis
 * points, then rounded once to minor units, half away from zero, with BigInt so no intermediate
 * product loses precision.
 */

/** Centi-cents per minor unit. */
export const CENTI = 100;
/** Basis points per whole (10000 bp = 100 %). */
export const BP = 10000;

/** numerator / denominator rounded half away from zero; both integers, denominator > 0. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/** Applies `bp` basis points to a minor-unit amount, rounded to the minor unit. */
export function percentOf(centAmount: number, bp: number): number {
  return Number(divRound(BigInt(centAmount) * BigInt(bp), BigInt(BP)));
}

/** Minor units → major units for display fields (e.g. 1999 → 19.99). */
export function toMajor(centAmount: number): number {
  return centAmount / 100;
}
