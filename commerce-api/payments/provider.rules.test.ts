import { describe, expect, it } from "vitest";
import {
  afterDecision,
  answerChallenge,
  CHALLENGE_TRIES,
  canMoveIntent,
  checkCard,
  ibanValid,
  isFinalIntent,
  LOW_VALUE_EXEMPTION_CENT,
  luhnValid,
  mandateReference,
  maskIban,
  planIntent,
  TEST_CARDS,
} from "./provider.rules";

const now = new Date("2026-11-22T10:00:00Z");
const card = (number: string, expiry = "12/28", cvc = "123") => ({ number, expiry, cvc });

describe("intents", () => {
  it("ask for exactly what is still due, in the order's currency", () => {
    const order = {
      id: "o1",
      status: "awaiting_payment",
      currencyCode: "EUR",
      taxedCent: 12_000,
      paidCent: 2_500,
    };
    expect(planIntent(order, "card")).toEqual({ ok: true, amountCent: 9_500, currencyCode: "EUR" });
    expect(planIntent(order, "sepa")).toMatchObject({ ok: true });
  });

  it("refuse a SEPA debit of anything but euros", () => {
    const pounds = {
      id: "o1",
      status: "awaiting_payment",
      currencyCode: "GBP",
      taxedCent: 2_556,
      paidCent: 0,
    };
    expect(planIntent(pounds, "sepa")).toMatchObject({ ok: false, status: 422, code: "METHOD_NOT_OFFERED" });
    expect(planIntent(pounds, "card")).toMatchObject({ ok: true, currencyCode: "GBP" });
  });

  it("are refused for orders not awaiting payment or with nothing due", () => {
    const base = { id: "o1", currencyCode: "EUR", taxedCent: 1_000, paidCent: 0 };
    expect(planIntent({ ...base, status: "cancelled" }, "card")).toMatchObject({
      ok: false,
      code: "ORDER_NOT_PAYABLE",
    });
    expect(planIntent({ ...base, status: "awaiting_payment", paidCent: 1_000 }, "card")).toMatchObject({
      ok: false,
      code: "NOTHING_DUE",
    });
  });

  it("move forward only, and end", () => {
    expect(canMoveIntent("requires_action", "processing")).toBe(true);
    expect(canMoveIntent("processing", "succeeded")).toBe(true);
    expect(canMoveIntent("processing", "cancelled")).toBe(false);
    expect(canMoveIntent("succeeded", "failed")).toBe(false);
    expect(isFinalIntent("failed")).toBe(true);
    expect(isFinalIntent("processing")).toBe(false);
  });

  it("follow the payer's decision per method", () => {
    expect(afterDecision("card", "challenge_passed")).toBe("succeeded");
    expect(afterDecision("card", "challenge_failed")).toBe("failed");
    expect(afterDecision("paypal", "paypal_approved")).toBe("processing");
    expect(afterDecision("paypal", "paypal_cancelled")).toBe("cancelled");
    expect(afterDecision("sepa", "mandate_signed")).toBe("processing");
    expect(afterDecision("sepa", "abandoned")).toBe("cancelled");
    // A decision from another method's page means nothing.
    expect(afterDecision("card", "paypal_approved")).toBeNull();
    expect(afterDecision("sepa", "challenge_passed")).toBeNull();
  });
});

describe("card form", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid(TEST_CARDS.frictionless)).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("4242")).toBe(false);
    expect(luhnValid("42424242424242x2")).toBe(false);
  });

  it("authorises small payments without a challenge and challenges the rest", () => {
    expect(checkCard(card("4242 4242 4242 4242"), LOW_VALUE_EXEMPTION_CENT, now)).toEqual({
      ok: true,
      next: "authorised",
      last4: "4242",
    });
    expect(checkCard(card(TEST_CARDS.frictionless), LOW_VALUE_EXEMPTION_CENT + 1, now)).toMatchObject({
      next: "challenge",
    });
    expect(checkCard(card(TEST_CARDS.challenge), 100, now)).toMatchObject({ next: "challenge" });
  });

  it("refuses bad numbers, expiry dates, CVCs and the declined test card", () => {
    expect(checkCard(card("4242424242424241"), 100, now)).toEqual({ ok: false, reason: "invalid_number" });
    expect(checkCard(card(TEST_CARDS.frictionless, "13/28"), 100, now)).toMatchObject({
      reason: "invalid_expiry",
    });
    expect(checkCard(card(TEST_CARDS.frictionless, "10/26"), 100, now)).toMatchObject({ reason: "expired" });
    // Valid through the end of its month.
    expect(checkCard(card(TEST_CARDS.frictionless, "11/26"), 100, now)).toMatchObject({ ok: true });
    expect(checkCard(card(TEST_CARDS.frictionless, "12/28", "12"), 100, now)).toMatchObject({
      reason: "invalid_cvc",
    });
    expect(checkCard(card(TEST_CARDS.declined), 100, now)).toEqual({ ok: false, reason: "declined" });
  });
});

describe("SEPA", () => {
  it("validates IBANs by country length and mod 97", () => {
    expect(ibanValid("FR76 3000 6000 0112 3456 7890 189")).toBe(true);
    expect(ibanValid("de89370400440532013000")).toBe(true);
    expect(ibanValid("BE68539007547034")).toBe(true);
    expect(ibanValid("FR7630006000011234567890188")).toBe(false); // checksum
    expect(ibanValid("FR763000600001123456789018")).toBe(false); // length
    expect(ibanValid("XX89370400440532013000")).toBe(false); // unknown country
    expect(ibanValid("")).toBe(false);
  });

  it("masks the account and builds a bounded mandate reference", () => {
    expect(maskIban("fr76 3000 6000 0112 3456 7890 189")).toBe("FR76 **** **** 0189");
    const reference = mandateReference("PI-2026-000042", "3f2c9a1e-7b6d-4c1a-9e0f-123456789abc");
    expect(reference).toBe("PRESTO-PI2026000042-3F2C9A1E");
    expect(reference.length).toBeLessThanOrEqual(35);
    expect(mandateReference("X".repeat(60), "abc").length).toBe(35);
  });
});

describe("3-D Secure challenge", () => {
  it("gives another try after a wrong code, and fails the payment at the last one", () => {
    expect(CHALLENGE_TRIES).toBe(3);
    expect(answerChallenge("000000", "123456", 0)).toEqual({ next: "retry", triesLeft: 2 });
    expect(answerChallenge("000000", "123456", 1)).toEqual({ next: "retry", triesLeft: 1 });
    expect(answerChallenge("000000", "123456", 2)).toEqual({ next: "failed" });
    expect(answerChallenge("123456", "123456", 2)).toEqual({ next: "succeeded" });
  });
});
