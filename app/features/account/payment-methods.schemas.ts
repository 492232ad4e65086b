import { z } from "zod";

/** GET / DELETE customer/payment-methods/ (see docs/commerce-api.md). */
export const paymentMethodsSchema = z.object({
  methods: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["card", "sepa_mandate"]),
      brand: z.string().nullable(),
      last4: z.string(),
      holderName: z.string(),
      expiry: z.object({ month: z.number().int(), year: z.number().int() }).nullable(),
      expired: z.boolean(),
      mandateReference: z.string().nullable(),
      isDefault: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type PaymentMethod = PaymentMethods["methods"][number];

/** The payment methods screen's one action. */
export const paymentMethodIntentSchema = z.object({
  intent: z.literal("remove"),
  id: z.string().trim().min(1).max(64),
});
