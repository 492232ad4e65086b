import { describe, expect, it } from "vitest";
import { paymentReturnQuerySchema } from "#contract/cart/payment.schemas";
import { offersRetry, outcomeTitleKey, paymentOutcome, resultScreen } from "./payment-result";

const due = (still: number, paid: number, deferred = false) => ({
  currentOrderAmountStillToPay: still,
  currentOrderAlreadyPaid: paid,
  isDeferredPayment: deferred,
});

describe("payment outcome", () => {
  it("is paid when nothing is left to pay, whatever the intent says", () => {
    expect(paymentOutcome(due(0, 12_000), null)).toBe("paid");
    expect(paymentOutcome(due(0, 12_000), "failed")).toBe("paid");
  });

  it("follows the intent while money is still due", () => {
    expect(paymentOutcome(due(100, 0), "processing")).toBe("processing");
    expect(paymentOutcome(due(100, 0), "succeeded")).toBe("processing");
    expect(paymentOutcome(due(100, 0), "failed")).toBe("failed");
    expect(paymentOutcome(due(100, 0), "cancelled")).toBe("cancelled");
    expect(paymentOutcome(due(100, 0), "requires_action")).toBe("cancelled");
  });

  it("is a pending debit for a signed SEPA mandate until its day, even though the order is booked paid", () => {
    expect(paymentOutcome(due(0, 2_988), "succeeded", "2026-11-30")).toBe("debit_pending");
    expect(paymentOutcome(due(2_988, 0), "processing", "2026-11-30")).toBe("debit_pending");
    // Its day has passed (no date any more): the money is in.
    expect(paymentOutcome(due(0, 2_988), "succeeded", null)).toBe("paid");
    // A refused mandate is a failure like any other.
    expect(paymentOutcome(due(2_988, 0), "failed", "2026-11-30")).toBe("failed");
    expect(resultScreen("debit_pending")).toBe("thankYou");
    expect(offersRetry("debit_pending")).toBe(false);
  });

  it("without an intent: a transfer is awaited, a wallet part-payment is partial", () => {
    expect(paymentOutcome(due(100, 0, true), null)).toBe("awaiting_transfer");
    expect(paymentOutcome(due(100, 50), null)).toBe("partially_paid");
    expect(paymentOutcome(due(100, 0), null)).toBe("cancelled");
  });

  it("picks the screen, the retry offer and the headline", () => {
    expect(resultScreen("paid")).toBe("thankYou");
    expect(resultScreen("processing")).toBe("thankYou");
    expect(resultScreen("awaiting_transfer")).toBe("thankYou");
    expect(resultScreen("failed")).toBe("paymentResult");
    expect(resultScreen("partially_paid")).toBe("paymentResult");
    expect(offersRetry("failed")).toBe(true);
    expect(offersRetry("partially_paid")).toBe(true);
    expect(offersRetry("paid")).toBe(false);
    expect(offersRetry("processing")).toBe(false);
    expect(outcomeTitleKey("failed")).toBe("checkout:result.failed.title");
  });
});

describe("payment return query", () => {
  it("accepts ids only", () => {
    expect(paymentReturnQuerySchema.safeParse({ order: "3f2c-9a1e", intent: "ab12" }).success).toBe(true);
    expect(paymentReturnQuerySchema.safeParse({ order: "../admin" }).success).toBe(false);
    expect(paymentReturnQuerySchema.safeParse({ order: "x".repeat(101) }).success).toBe(false);
    expect(paymentReturnQuerySchema.safeParse({}).success).toBe(false);
  });
});
