/** Order rules (spec §3, §5): numbering, payment methods, amounts still to pay. Pure. */

export const PAYMENT_METHODS = ["bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Deferred methods: the order is placed now and paid later (bank transfer). */
export const isDeferredPayment = (method: PaymentMethod): boolean => method === "bank_transfer";

/** "PR-2026-000042": tenant-wide sequence, year of the order, zero-padded. */
export function orderNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, "0")}`;
}

/** A transfer reference a bank keeps intact: the order number without separators. */
export const transferReference = (number: string): string => number.replace(/[^A-Z0-9]/gi, "").toUpperCase();

export function amountsDue(taxedCent: number, paidCent: number) {
  const paid = Math.max(0, Math.min(paidCent, taxedCent));
  return { currentOrderAlreadyPaid: paid, currentOrderAmountStillToPay: taxedCent - paid };
}
