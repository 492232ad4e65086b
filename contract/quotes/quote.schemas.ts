import { z } from "zod";
import { moneySchema } from "../content/content.schemas";

/** Answers of the custom quote routes (issue 16, ADR 026). */

import { QUOTE_STATUSES } from "./quote-constants";

export { QUOTE_STATUSES, type QuoteStatus } from "./quote-constants";

export const quoteOptionSchema = z.object({
  name: z.string(),
  label: z.string(),
  value: z.string(),
  valueLabel: z.string(),
});

export const quoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  productKey: z.string(),
  productName: z.string(),
  options: z.array(quoteOptionSchema),
  quantity: z.number().int(),
  deadline: z.string().nullable(),
  country: z.string(),
  /** The currency the answer is (or will be) in: the shop's active one when asked. */
  currencyCode: z.string().length(3),
  message: z.string(),
  attachment: z.object({ name: z.string(), type: z.string(), sizeBytes: z.number().int() }).nullable(),
  answer: z
    .object({
      price: moneySchema,
      validUntil: z.string(),
      note: z.string().nullable(),
      answeredAt: z.string(),
    })
    .nullable(),
  /** Answered or accepted, but its validity date has passed: it can no longer be accepted or ordered. */
  expired: z.boolean(),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListSchema = z.object({ quotes: z.array(quoteSchema) });

/** What staff see: the quote and who asked. */
export const staffQuoteSchema = quoteSchema.extend({
  customer: z.object({ email: z.string(), name: z.string() }),
});
export type StaffQuote = z.infer<typeof staffQuoteSchema>;
export const staffQuoteListSchema = z.object({ quotes: z.array(staffQuoteSchema) });
