/** Custom quote statuses and limits (ADR 026), zod-free for browser islands (issue 18); the schemas re-export them. */
export const QUOTE_STATUSES = ["new", "answered", "accepted", "declined", "ordered"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The longest message a quote request may carry, and the largest quantity it may ask for. */
export const QUOTE_MESSAGE_MAX = 2000;
export const QUOTE_QUANTITY_MAX = 10_000_000;
