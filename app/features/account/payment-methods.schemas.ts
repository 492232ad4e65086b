import { z } from "zod";

export type { PaymentMethod, PaymentMethods } from "#contract/account/account.schemas";

/** The payment methods screen's one action. */
export const paymentMethodIntentSchema = z.object({
  intent: z.literal("remove"),
  id: z.string().trim().min(1).max(64),
});
