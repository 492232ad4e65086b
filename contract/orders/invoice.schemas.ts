import { z } from "zod";
import { moneySchema } from "../content/content.schemas";

/**
 * Invoices, credit notes and refunds as the API answers them (issue 36 §3, ADR 072): on an order
 * (its page and the staff desk) and in the customer's "My invoices" list. The PDF itself is a
 * separate download by id.
 */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  reason: z.string(),
  issuedAt: z.string(),
  total: moneySchema,
  orderId: z.string(),
  orderNumber: z.string().nullable().default(null),
  sha256: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const refundSchema = z.object({
  /** wallet, card, paypal, sepa or bank_transfer: where the money went back. */
  method: z.string(),
  amount: moneySchema,
  /** succeeded, or pending (a transfer back staff still have to make). */
  status: z.string(),
  at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** GET /api/v1/invoices/: the signed-in customer's invoices and credit notes, newest first. */
export const invoiceListSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
