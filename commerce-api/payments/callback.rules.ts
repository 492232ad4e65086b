import { createHmac, timingSafeEqual } from "node:crypto";
import { type IntentStatus, isFinalIntent, type ProviderMethod } from "./provider.rules";

/**
 * Provider callbacks (webhooks), verified and applied once (ADR 012). Nothing here trusts the
 * callback: it must be signed with the provider secret, name the intent it belongs to, and carry
 * the intent's exact order, amount and currency. A callback seen before changes nothing.
 */

export interface ProviderEvent {
  /** The provider's id of this notification; redeliveries reuse it. */
  eventId: string;
  intentId: string;
  orderId: string;
  amountCent: number;
  currencyCode: string;
  status: "succeeded" | "failed";
}

/** One line per field, in a fixed order: what the signature covers. */
export function canonicalEvent(event: ProviderEvent): string {
  return [
    event.eventId,
    event.intentId,
    event.orderId,
    String(event.amountCent),
    event.currencyCode,
    event.status,
  ].join("\n");
}

export function signEvent(secret: Uint8Array, event: ProviderEvent): string {
  return createHmac("sha256", secret).update(canonicalEvent(event)).digest("hex");
}

/** Constant-time comparison; anything that is not 64 hex characters is simply wrong. */
export function signatureValid(secret: Uint8Array, event: ProviderEvent, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signEvent(secret, event), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

export interface IntentFacts {
  id: string;
  orderId: string;
  method: ProviderMethod;
  amountCent: number;
  currencyCode: string;
  status: IntentStatus;
  /** Event ids already applied to this intent. */
  processedEventIds: readonly string[];
}

export interface OrderFacts {
  id: string;
  status: string;
  currencyCode: string;
  taxedCent: number;
  paidCent: number;
}

export type RejectReason =
  | "bad_signature"
  | "intent_mismatch"
  | "order_mismatch"
  | "currency_mismatch"
  | "amount_mismatch"
  | "intent_closed"
  | "order_not_payable"
  | "exceeds_amount_due";

export type CallbackDecision =
  | {
      kind: "apply";
      intentStatus: "succeeded" | "failed";
      /** The order's paid amount after this event (unchanged for a failure). */
      paidCent: number;
      orderStatus: string;
      fullyPaid: boolean;
    }
  /** Seen before (same event, or the intent already ended the same way): answer 200, change nothing. */
  | { kind: "replay" }
  | { kind: "reject"; reason: RejectReason; httpStatus: 400 | 409 };

const reject = (reason: RejectReason, httpStatus: 400 | 409): CallbackDecision => ({
  kind: "reject",
  reason,
  httpStatus,
});

/**
 * What to do with a callback. Forgeries and mismatches are 400 (never retried into success);
 * events that arrive too late for the intent or the order are 409 (the payment needs a refund,
 * which an operator sees in the log). A fully paid order leaves awaiting_payment.
 */
export function decideCallback(
  event: ProviderEvent,
  signatureOk: boolean,
  intent: IntentFacts,
  order: OrderFacts,
): CallbackDecision {
  if (!signatureOk) return reject("bad_signature", 400);
  if (event.intentId !== intent.id) return reject("intent_mismatch", 400);
  if (intent.processedEventIds.includes(event.eventId)) return { kind: "replay" };
  if (event.orderId !== intent.orderId || intent.orderId !== order.id) return reject("order_mismatch", 400);
  if (event.currencyCode !== intent.currencyCode || intent.currencyCode !== order.currencyCode) {
    return reject("currency_mismatch", 400);
  }
  if (!Number.isSafeInteger(event.amountCent) || event.amountCent !== intent.amountCent) {
    return reject("amount_mismatch", 400);
  }
  if (isFinalIntent(intent.status)) {
    return intent.status === event.status ? { kind: "replay" } : reject("intent_closed", 409);
  }
  if (event.status === "failed") {
    return {
      kind: "apply",
      intentStatus: "failed",
      paidCent: order.paidCent,
      orderStatus: order.status,
      fullyPaid: order.paidCent >= order.taxedCent,
    };
  }
  if (order.status !== "awaiting_payment") return reject("order_not_payable", 409);
  const due = order.taxedCent - order.paidCent;
  if (event.amountCent > due) return reject("exceeds_amount_due", 409);
  const paidCent = order.paidCent + event.amountCent;
  const fullyPaid = paidCent >= order.taxedCent;
  return {
    kind: "apply",
    intentStatus: "succeeded",
    paidCent,
    orderStatus: fullyPaid ? "awaiting_artwork" : order.status,
    fullyPaid,
  };
}
