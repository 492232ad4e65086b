import type { IntentStatus } from "#contract/cart/payment.schemas";

/**
 * Which result a payer sees after checkout or after a provider sends them back (spec §2 payment
 * result and thank-you screens). Pure and browser-safe: the outcome is read from the order and the
 * intent as the API reports them, never from the return URL.
 */

export type PaymentOutcome =
  | "paid"
  | "debit_pending"
  | "partially_paid"
  | "awaiting_transfer"
  | "processing"
  | "failed"
  | "cancelled";

export interface OrderAmounts {
  currentOrderAmountStillToPay: number;
  currentOrderAlreadyPaid: number;
  isDeferredPayment: boolean;
}

export function paymentOutcome(
  order: OrderAmounts,
  intentStatus: IntentStatus | null,
  /** The day this payment's SEPA debit happens, while it is still to come (ADR 076). */
  sepaDebitOn: string | null = null,
): PaymentOutcome {
  // A signed mandate is booked on the order, but the money leaves the account only on the debit's day.
  if (sepaDebitOn && (intentStatus === "processing" || intentStatus === "succeeded")) return "debit_pending";
  if (order.currentOrderAmountStillToPay <= 0) return "paid";
  switch (intentStatus) {
    case "processing":
    case "succeeded": // the callback that books the money is still on its way
      return "processing";
    case "failed":
      return "failed";
    case "cancelled":
    case "requires_action": // came back without finishing on the provider's page
      return "cancelled";
    case null:
      if (order.isDeferredPayment) return "awaiting_transfer";
      return order.currentOrderAlreadyPaid > 0 ? "partially_paid" : "cancelled";
  }
}

/** Thank you when the order is settled or its payment is on its way; otherwise the payment result. */
export function resultScreen(outcome: PaymentOutcome): "thankYou" | "paymentResult" {
  return outcome === "paid" ||
    outcome === "debit_pending" ||
    outcome === "processing" ||
    outcome === "awaiting_transfer"
    ? "thankYou"
    : "paymentResult";
}

/** Whether the result screen offers to pay the rest (another method, or the same one again). */
export const offersRetry = (outcome: PaymentOutcome): boolean =>
  outcome === "failed" || outcome === "cancelled" || outcome === "partially_paid";

/** The dictionary key (namespace `checkout`) of the result's headline. */
export const outcomeTitleKey = (outcome: PaymentOutcome): string => `checkout:result.${outcome}.title`;
