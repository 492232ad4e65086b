/**
 * Which payment methods an amount in a currency may use (issue 36 §4): a SEPA Direct Debit collects
 * euros only, so it is offered, and accepted, for euro orders only. Zod-free for the checkout island.
 */
export const SEPA_CURRENCY = "EUR";

export const methodOffered = (method: string, currencyCode: string): boolean =>
  method !== "sepa" || currencyCode === SEPA_CURRENCY;
