import type { LineItemPayload } from "#contract/cart/cart.requests";
import type { StoredLineItem } from "../cart/line-item";
import { SERVICE_KEYS } from "../product/services";

/** What an edited order owes or gets back (issue 6). Pure; amounts in minor units. */
export interface EditSettlement {
  /** Paid so far after the edit (lowered when the wallet takes back the difference). */
  paidCent: number;
  /** More to pay because the edit costs more than what was paid. */
  additionalPaymentCent: number;
  /** Credited to the wallet because the edit costs less than what was already paid. */
  walletIncreaseCent: number;
}

export function settleEdit(paidCent: number, newTaxedCent: number): EditSettlement {
  if (newTaxedCent >= paidCent) {
    return { paidCent, additionalPaymentCent: newTaxedCent - paidCent, walletIncreaseCent: 0 };
  }
  return { paidCent: newTaxedCent, additionalPaymentCent: 0, walletIncreaseCent: paidCent - newTaxedCent };
}

/** The code a line was ordered with, if it applied. */
export const orderedCode = (line: StoredLineItem): string | null =>
  line.promocode?.status === "valid" ? line.promocode.code : null;

/**
 * The edit's payload with the line's own code as its only coupon (issue 38 §1): an edit keeps the
 * discount the order was placed with, and a code is not something an edit can add.
 */
export function withOrderedCode(payload: LineItemPayload, code: string | null): LineItemPayload {
  const services = (payload.services ?? []).filter((service) => service.key !== SERVICE_KEYS.coupon);
  if (code) services.push({ key: SERVICE_KEYS.coupon, serviceAttributes: { inputText: code } });
  return { ...payload, services };
}

/** A discount the line had that the edited line no longer gets: which code, why, and how much (excl. VAT). */
export interface DiscountLost {
  code: string;
  reason: string | null;
  amountCent: number;
}

const couponCent = (line: StoredLineItem): number =>
  -line.services
    .filter((service) => service.key === SERVICE_KEYS.coupon)
    .reduce((sum, service) => sum + service.unitPrice.centAmount, 0);

export function discountLost(before: StoredLineItem, after: StoredLineItem): DiscountLost | null {
  const code = orderedCode(before);
  if (!code || orderedCode(after) === code) return null;
  return { code, reason: after.promocode?.reason ?? null, amountCent: couponCent(before) };
}
