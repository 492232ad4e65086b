import { percentOf } from "../product/pricing/rounding";

/** A promo code as the rules see it (repository rows are mapped to this). */
export interface Promocode {
  id: string;
  code: string;
  currencyCode: string | null;
  discountType: "percent" | "fixed";
  /** Percent: basis points; fixed: minor units. */
  discountValue: number;
  minimumCentAmount: number;
  startsAt: string | null;
  endsAt: string | null;
  productKeys: string[] | null;
  /** A personal code (the welcome code) belongs to this customer; null for public codes. */
  customerId: string | null;
  /** Used up by the first order that carries it. */
  singleUse: boolean;
  redeemedAt: string | null;
}

/** Why a code does not apply (sent as `reason` with promocodeStatus generic_error). */
export type PromocodeRejection =
  | "unknown_code"
  | "not_started"
  | "expired"
  | "currency_mismatch"
  | "product_not_eligible"
  | "minimum_not_reached"
  | "personal_code"
  | "already_used";

export interface PromocodeContext {
  now: Date;
  currency: string;
  /** Omitted when checking the code alone (no product selected yet). */
  productKey?: string;
  /** Amount excluding VAT the code would apply to, minor units; omitted to skip the minimum. */
  amountExclTax?: number;
  /** The signed-in customer, null for a visitor: a personal code applies only to its owner. */
  customerId?: string | null;
}

/** Whether the code applies in this context; the first failing rule is the reason. */
export function checkPromocode(
  promo: Promocode,
  context: PromocodeContext,
): { ok: true } | { ok: false; reason: PromocodeRejection } {
  const now = context.now.getTime();
  if (promo.customerId !== null && promo.customerId !== context.customerId)
    return { ok: false, reason: "personal_code" };
  if (promo.singleUse && promo.redeemedAt !== null) return { ok: false, reason: "already_used" };
  if (promo.startsAt && now < Date.parse(promo.startsAt)) return { ok: false, reason: "not_started" };
  if (promo.endsAt && now >= Date.parse(promo.endsAt)) return { ok: false, reason: "expired" };
  if (promo.currencyCode && promo.currencyCode !== context.currency) {
    return { ok: false, reason: "currency_mismatch" };
  }
  if (context.productKey && promo.productKeys && !promo.productKeys.includes(context.productKey)) {
    return { ok: false, reason: "product_not_eligible" };
  }
  if (context.amountExclTax !== undefined && context.amountExclTax < promo.minimumCentAmount) {
    return { ok: false, reason: "minimum_not_reached" };
  }
  return { ok: true };
}

/** Discount in minor units on an amount excluding VAT; never more than the amount. */
export function discountFor(promo: Promocode, amountExclTax: number): number {
  const discount =
    promo.discountType === "percent" ? percentOf(amountExclTax, promo.discountValue) : promo.discountValue;
  return Math.min(Math.max(discount, 0), amountExclTax);
}

/** Upper-cased, trimmed input; "" when nothing usable was typed. */
export function normaliseCode(input: string): string {
  return input.trim().toUpperCase();
}
