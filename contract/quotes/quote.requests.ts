import { z } from "zod";
import { calendarDateSchema } from "../delivery/delivery.schemas";
import { safeMultilineText, safeText } from "../text";
import { QUOTE_MESSAGE_MAX, QUOTE_QUANTITY_MAX } from "./quote-constants";

/**
 * Request bodies of the custom quote routes (issue 16, ADR 026). A request goes as multipart: a
 * `request` field holding this JSON and an optional `file` (the attachment, typed by content).
 */

export { QUOTE_MESSAGE_MAX, QUOTE_QUANTITY_MAX };

export const quoteRequestBodySchema = z.object({
  productKey: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,80}$/, "Unknown product"),
  /** The configuration asked about, feature → option value; features left out take their default. */
  options: z
    .record(z.string().max(60), z.string().max(100))
    .refine((options) => Object.keys(options).length <= 40, "Too many options"),
  quantity: z.number().int().min(1).max(QUOTE_QUANTITY_MAX),
  deadline: calendarDateSchema.optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Expected a two-letter country code")
    .transform((value) => value.toUpperCase()),
  message: safeMultilineText().min(1).max(QUOTE_MESSAGE_MAX),
});
export type QuoteRequestBody = z.input<typeof quoteRequestBodySchema>;

/** Staff's answer: the price of the whole job excluding VAT, and the last day it can be accepted. */
export const quoteAnswerBodySchema = z.object({
  priceCentAmount: z.number().int().min(1).max(100_000_000_00),
  validUntil: calendarDateSchema,
  note: safeText().max(500).optional(),
});
export type QuoteAnswerBody = z.input<typeof quoteAnswerBodySchema>;

export const quoteDecisionBodySchema = z.object({ decision: z.enum(["accept", "decline"]) });
export type QuoteDecisionBody = z.input<typeof quoteDecisionBodySchema>;

/** Adds the accepted quote to the customer's own open cart, as one line at the quoted price. */
export const quoteToCartBodySchema = z.object({ cartId: z.string().trim().min(1).max(100) });
export type QuoteToCartBody = z.input<typeof quoteToCartBodySchema>;
