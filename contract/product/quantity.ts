/**
 * Quantity rules shared by the product page and the commerce API (spec §5). Browser-safe.
 *
 * - list: only the listed quantities;
 * - range: min..max in steps of `increment` from `min`;
 * - free: the listed quantities plus any quantity the range allows (the user's own quantity).
 *
 * Range bounds and steps are compared in cents (× 100, rounded) so decimal increments are exact.
 */
export interface QuantityRules {
  mode: "list" | "range" | "free";
  list: readonly number[];
  min: number;
  max: number;
  increment: number;
}

export type QuantityProblem =
  | "not_a_number"
  | "not_positive"
  | "not_listed"
  | "below_min"
  | "above_max"
  | "off_step";

export const QUANTITY_MESSAGES: Readonly<Record<QuantityProblem, string>> = {
  not_a_number: "Quantity must be a number",
  not_positive: "Quantity must be positive",
  not_listed: "Quantity is not one of the offered quantities",
  below_min: "Quantity is below the minimum",
  above_max: "Quantity is above the maximum",
  off_step: "Quantity is not a multiple of the increment",
};

const toCents = (value: number) => Math.round(value * 100);

/** null when the quantity is valid, else the first problem found. */
export function quantityProblem(rules: QuantityRules, quantity: number): QuantityProblem | null {
  if (typeof quantity !== "number" || !Number.isFinite(quantity)) return "not_a_number";
  if (quantity <= 0) return "not_positive";
  const cents = toCents(quantity);
  const listed = rules.list.some((value) => toCents(value) === cents);
  if (rules.mode === "list") return listed ? null : "not_listed";
  if (rules.mode === "free" && listed) return null;
  return rangeProblem(rules, cents);
}

function rangeProblem(rules: QuantityRules, cents: number): QuantityProblem | null {
  const min = toCents(rules.min);
  if (cents < min) return "below_min";
  if (cents > toCents(rules.max)) return "above_max";
  const step = toCents(rules.increment);
  return step > 0 && (cents - min) % step !== 0 ? "off_step" : null;
}

export const isValidQuantity = (rules: QuantityRules, quantity: number): boolean =>
  quantityProblem(rules, quantity) === null;

/** The quantities to offer: the list, plus the user's own quantity in free mode when valid. */
export function offeredQuantities(rules: QuantityRules, own?: number): number[] {
  const list = [...rules.list];
  if (rules.mode !== "list" && own !== undefined && isValidQuantity(rules, own) && !list.includes(own)) {
    list.push(own);
  }
  return list.sort((a, b) => a - b);
}
