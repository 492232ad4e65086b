import { z } from "zod";
import { moneySchema } from "../content/content.schemas";

/** Orders from the shop's previous system (issue 6): GET customer/legacy-orders/ and customer/legacy-order/{id}/. */

const legacySummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  placedAt: z.string(),
  status: z.string(),
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  vatPrice: moneySchema,
  invoiceReference: z.string().nullable(),
  products: z.array(z.string()),
});
export const legacyListSchema = z.object({ orders: z.array(legacySummarySchema) });
export const legacyOrderSchema = legacySummarySchema.extend({
  lines: z.array(
    z.object({ product: z.string(), description: z.string(), quantity: z.number(), taxedPrice: moneySchema }),
  ),
});
export type LegacyList = z.infer<typeof legacyListSchema>;
export type LegacyOrder = z.infer<typeof legacyOrderSchema>;
