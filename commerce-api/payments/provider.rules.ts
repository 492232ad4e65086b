/**
 * The simulated payment provider of the embedded API (ADR 012), as pure rules: no database, no clock
 * of its own, no I/O. The provider's own pages (card form with a 3-D Secure challenge, PayPal approval,
 * SEPA mandate) collect the payer's data; the storefront only ever sees an intent id and an outcome.
 */

import {
  INTENT_STATUSES,
  type IntentStatus,
  type ProviderMethod,
  providerMethodSchema,
} from "../../contract/cart/payment.schemas";
import { methodOffered } from "../../contract/cart/payment-methods";

export type { IntentStatus, ProviderMethod };
export { INTENT_STATUSES };
export const PROVIDER_METHODS = providerMethodSchema.options;

/**
 * A payment intent's life: waiting for the payer (3-D Secure, PayPal approval, mandate signature),
 * then possibly processing (PayPal capture, SEPA collection), then final. The status list is the
 * storefront's response contract (ADR 008).
 */
const NEXT: Record<IntentStatus, readonly IntentStatus[]> = {
  requires_action: ["processing", "succeeded", "failed", "cancelled"],
  processing: ["succeeded", "failed"],
  succeeded: [],
  failed: [],
  cancelled: [],
};

export const canMoveIntent = (from: IntentStatus, to: IntentStatus): boolean => NEXT[from].includes(to);
export const isFinalIntent = (status: IntentStatus): boolean => NEXT[status].length === 0;
export const isIntentStatus = (value: string): value is IntentStatus =>
  (INTENT_STATUSES as readonly string[]).includes(value);

/** What an order must look like for a new intent (the fields of main's orders table). */
export interface PayableOrder {
  id: string;
  status: string;
  currencyCode: string;
  taxedCent: number;
  paidCent: number;
}

export type IntentPlan =
  | { ok: true; amountCent: number; currencyCode: string }
  | { ok: false; status: 409; code: "ORDER_NOT_PAYABLE" | "NOTHING_DUE"; message: string }
  | { ok: false; status: 422; code: "METHOD_NOT_OFFERED"; message: string };

/**
 * A new intent always asks for exactly what is still due, in the order's currency: the storefront
 * never chooses the amount, so a tampered form cannot pay less (or more) than the order.
 */
export function planIntent(order: PayableOrder, method: ProviderMethod): IntentPlan {
  // A SEPA debit collects euros: a pound order can't be debited from an IBAN (issue 36 §4).
  if (!methodOffered(method, order.currencyCode))
    return {
      ok: false,
      status: 422,
      code: "METHOD_NOT_OFFERED",
      message: `SEPA Direct Debit is for euro orders only, not ${order.currencyCode}`,
    };
  if (order.status !== "awaiting_payment") {
    return {
      ok: false,
      status: 409,
      code: "ORDER_NOT_PAYABLE",
      message: "This order is not awaiting payment",
    };
  }
  const due = order.taxedCent - order.paidCent;
  if (due <= 0) return { ok: false, status: 409, code: "NOTHING_DUE", message: "Nothing is left to pay" };
  return { ok: true, amountCent: due, currencyCode: order.currencyCode };
}

/* ---------- card (provider-hosted form) ---------- */

/** Test cards of the simulated provider, like a real sandbox's. */
export const TEST_CARDS = {
  frictionless: "4242424242424242",
  challenge: "4000000000003220",
  declined: "4000000000000002",
} as const;

/** Payments at or under this amount (minor units) skip the challenge: the SCA low-value exemption. */
export const LOW_VALUE_EXEMPTION_CENT = 3000;

export const digitsOnly = (input: string): string => input.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries. */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { ok: true; next: "challenge" | "authorised"; last4: string }
  | { ok: false; reason: "invalid_number" | "invalid_expiry" | "expired" | "invalid_cvc" | "declined" };

/**
 * What the provider does with a submitted card form: refuse it, authorise it straight away
 * (frictionless), or send the payer to the 3-D Secure challenge. The challenge test card always
 * challenges; other cards are challenged above the low-value exemption.
 */
export function checkCard(
  input: { number: string; expiry: string; cvc: string },
  amountCent: number,
  now: Date,
): CardCheck {
  const number = digitsOnly(input.number);
  if (!luhnValid(number)) return { ok: false, reason: "invalid_number" };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, reason: "invalid_expiry" };
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (now.getTime() >= endOfMonth) return { ok: false, reason: "expired" };
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return { ok: false, reason: "invalid_cvc" };
  if (number === TEST_CARDS.declined) return { ok: false, reason: "declined" };
  const challenge = number === TEST_CARDS.challenge || amountCent > LOW_VALUE_EXEMPTION_CENT;
  return { ok: true, next: challenge ? "challenge" : "authorised", last4: number.slice(-4) };
}

/** A bank lets the payer mistype the 3-D Secure code this many times in all before it fails the payment. */
export const CHALLENGE_TRIES = 3;

export type ChallengeAnswer = { next: "succeeded" | "failed" } | { next: "retry"; triesLeft: number };

/** What the bank does with a well-formed code, given how many wrong ones came before it. Pure. */
export function answerChallenge(code: string, expected: string, failuresSoFar: number): ChallengeAnswer {
  if (code === expected) return { next: "succeeded" };
  const triesLeft = CHALLENGE_TRIES - (failuresSoFar + 1);
  return triesLeft > 0 ? { next: "retry", triesLeft } : { next: "failed" };
}

/* ---------- SEPA direct debit ---------- */

/** IBAN lengths of the countries the shops bill in, plus their SEPA neighbours. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  ES: 24,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  MC: 27,
  NL: 18,
  PT: 25,
};

export const normaliseIban = (input: string): string => input.replace(/\s+/g, "").toUpperCase();

/** ISO 13616: known country, its length, and the mod-97 check (remainder 1). */
export function ibanValid(input: string): boolean {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= "A" ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** "FR76 **** **** 0143": enough for the payer to recognise the account, never the whole number. */
export function maskIban(input: string): string {
  const iban = normaliseIban(input);
  return `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
}

/**
 * The mandate reference (SEPA: at most 35 characters from a restricted set): the order number and
 * the start of the intent id, so one order paid twice by debit still gets distinct mandates.
 */
export function mandateReference(orderNumber: string, intentId: string): string {
  const order = orderNumber.replace(/[^A-Z0-9]/gi, "").toUpperCase();
  const intent = intentId
    .replace(/[^A-Z0-9]/gi, "")
    .toUpperCase()
    .slice(0, 8);
  return `PRESTO-${order}-${intent}`.slice(0, 35);
}

/* ---------- what each payer decision does ---------- */

export type PayerDecision =
  | "challenge_passed"
  | "challenge_failed"
  | "paypal_approved"
  | "paypal_cancelled"
  | "mandate_signed"
  | "abandoned";

/**
 * The status an intent moves to when the payer acts on a provider page. A signed mandate and an
 * approved PayPal order are not money yet: they wait for the collection or the capture callback.
 */
export function afterDecision(method: ProviderMethod, decision: PayerDecision): IntentStatus | null {
  if (decision === "abandoned") return "cancelled";
  switch (method) {
    case "card":
      if (decision === "challenge_passed") return "succeeded";
      return decision === "challenge_failed" ? "failed" : null;
    case "paypal":
      if (decision === "paypal_approved") return "processing";
      return decision === "paypal_cancelled" ? "cancelled" : null;
    case "sepa":
      return decision === "mandate_signed" ? "processing" : null;
  }
}
