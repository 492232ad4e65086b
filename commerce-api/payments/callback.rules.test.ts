import { describe, expect, it } from "vitest";
import {
  decideCallback,
  type IntentFacts,
  type OrderFacts,
  type ProviderEvent,
  signatureValid,
  signEvent,
} from "./callback.rules";

const secret = new Uint8Array(32).fill(3);
const order: OrderFacts = {
  id: "order-1",
  status: "awaiting_payment",
  currencyCode: "EUR",
  taxedCent: 12_000,
  paidCent: 2_000,
};
const intent: IntentFacts = {
  id: "intent-1",
  orderId: "order-1",
  method: "card",
  amountCent: 10_000,
  currencyCode: "EUR",
  status: "requires_action",
  processedEventIds: [],
};
const event: ProviderEvent = {
  eventId: "evt-1",
  intentId: "intent-1",
  orderId: "order-1",
  amountCent: 10_000,
  currencyCode: "EUR",
  status: "succeeded",
};

describe("callback signatures", () => {
  it("accept the provider's own signature only", () => {
    const signature = signEvent(secret, event);
    expect(signatureValid(secret, event, signature)).toBe(true);
    expect(signatureValid(secret, event, signature.toUpperCase())).toBe(true);
    expect(signatureValid(new Uint8Array(32).fill(4), event, signature)).toBe(false);
    expect(signatureValid(secret, { ...event, amountCent: 1 }, signature)).toBe(false);
    expect(signatureValid(secret, event, "not-hex")).toBe(false);
    expect(signatureValid(secret, event, "")).toBe(false);
  });
});

describe("callback decisions", () => {
  it("applies a payment of the amount due and moves a fully paid order on", () => {
    expect(decideCallback(event, true, intent, order)).toEqual({
      kind: "apply",
      intentStatus: "succeeded",
      paidCent: 12_000,
      orderStatus: "awaiting_artwork",
      fullyPaid: true,
    });
  });

  it("keeps a partly paid order awaiting payment", () => {
    const partial = { ...intent, amountCent: 4_000 };
    expect(decideCallback({ ...event, amountCent: 4_000 }, true, partial, order)).toMatchObject({
      kind: "apply",
      paidCent: 6_000,
      orderStatus: "awaiting_payment",
      fullyPaid: false,
    });
  });

  it("records a failure without touching the amounts", () => {
    expect(decideCallback({ ...event, status: "failed" }, true, intent, order)).toMatchObject({
      kind: "apply",
      intentStatus: "failed",
      paidCent: 2_000,
      orderStatus: "awaiting_payment",
    });
  });

  it("refuses forged or mismatched callbacks with 400", () => {
    const cases: [ProviderEvent, boolean, string][] = [
      [event, false, "bad_signature"],
      [{ ...event, intentId: "intent-2" }, true, "intent_mismatch"],
      [{ ...event, orderId: "order-2" }, true, "order_mismatch"],
      [{ ...event, currencyCode: "GBP" }, true, "currency_mismatch"],
      [{ ...event, amountCent: 9_999 }, true, "amount_mismatch"],
      [{ ...event, amountCent: 10_000.5 }, true, "amount_mismatch"],
    ];
    for (const [candidate, signed, reason] of cases) {
      expect(decideCallback(candidate, signed, intent, order)).toEqual({
        kind: "reject",
        reason,
        httpStatus: 400,
      });
    }
    // An intent of another order cannot pay this one, even with a matching event.
    expect(decideCallback(event, true, intent, { ...order, id: "order-2" })).toMatchObject({
      reason: "order_mismatch",
    });
  });

  it("is idempotent: the same event, or the same outcome again, changes nothing", () => {
    expect(decideCallback(event, true, { ...intent, processedEventIds: ["evt-1"] }, order)).toEqual({
      kind: "replay",
    });
    const settled = { ...intent, status: "succeeded" as const, processedEventIds: ["evt-0"] };
    expect(decideCallback(event, true, settled, order)).toEqual({ kind: "replay" });
    expect(decideCallback({ ...event, status: "failed" }, true, settled, order)).toMatchObject({
      reason: "intent_closed",
      httpStatus: 409,
    });
  });

  it("refuses money the order no longer needs", () => {
    expect(decideCallback(event, true, intent, { ...order, status: "cancelled" })).toMatchObject({
      reason: "order_not_payable",
      httpStatus: 409,
    });
    // Paid meanwhile from the wallet: this intent's amount is now more than what is due.
    expect(decideCallback(event, true, intent, { ...order, paidCent: 8_000 })).toMatchObject({
      reason: "exceeds_amount_due",
      httpStatus: 409,
    });
  });
});
