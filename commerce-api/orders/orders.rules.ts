import { PAYMENT_METHODS, type PaymentMethod } from "#contract/orders/order.requests";
import { ORDER_STATUSES, type OrderStatus } from "#contract/orders/order.schemas";

/** Order rules (spec §3, §5): numbering, payment methods, amounts still to pay. Pure. */

export { PAYMENT_METHODS, type PaymentMethod };

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

/**
 * The lifecycle a print shop runs (issue 6): each status (contract/) and where it may go next. Forward
 * only (ADR 074): the one way back, file check to awaiting files when a file is reset, is the file
 * check's own (artwork.routes.ts settleStatus), never a staff move.
 */
export { ORDER_STATUSES, type OrderStatus };

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  awaiting_payment: ["awaiting_artwork", "cancelled"],
  awaiting_artwork: ["file_check", "cancelled"],
  file_check: ["in_production", "cancelled"],
  in_production: ["shipped"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => NEXT[from].includes(to);

/** Cancelling and editing stop once production has started. */
export const isBeforeProduction = (status: OrderStatus): boolean =>
  status === "awaiting_payment" || status === "awaiting_artwork" || status === "file_check";

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);
