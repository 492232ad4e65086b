import { z } from "zod";
import { moneySchema } from "~/features/content/content.schemas";

/** GET /api/v1/order/{id} (spec §3 order): the fields the storefront reads. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  createdAt: z.string(),
  currencyCode: z.string().length(3),
  lineItems: z.array(
    z.object({
      id: z.string(),
      mcpProdName: z.string(),
      quantity: z.number(),
      jobName: z.string().nullable(),
      taxedTotalPriceWithServices: moneySchema,
    }),
  ),
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  vatPrice: moneySchema,
  currentOrderAmountStillToPay: z.number().int(),
  currentOrderAlreadyPaid: z.number().int(),
  isDeferredPayment: z.boolean(),
  hasWalletPayment: z.boolean(),
  allowedPaymentMethods: z.array(z.string()),
  bankTransfer: z
    .object({ reference: z.string(), beneficiary: z.string(), iban: z.string(), bic: z.string() })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;
