import { z } from "zod";
import { moneySchema } from "../content/content.schemas";

/**
 * The payment intent of the simulated provider (ADR 012), as the storefront receives it. Browser-safe:
 * the embedded API imports the status list from here (ADR 008), so both sides agree on it.
 */

export const INTENT_STATUSES = ["requires_action", "processing", "succeeded", "failed", "cancelled"] as const;
export const intentStatusSchema = z.enum(INTENT_STATUSES);
export type IntentStatus = z.infer<typeof intentStatusSchema>;

export const providerMethodSchema = z.enum(["card", "paypal", "sepa"]);
export type ProviderMethod = z.infer<typeof providerMethodSchema>;

const idText = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);

export const paymentIntentSchema = z.object({
  id: idText,
  orderId: idText,
  method: providerMethodSchema,
  status: intentStatusSchema,
  amount: moneySchema,
  /** The provider-hosted page the payer is sent to while the intent requires action. */
  redirectUrl: z.string().nullable(),
  /** SEPA only: the signed mandate's reference, the masked account and the day it is debited (ADR 076). */
  mandate: z
    .object({ reference: z.string(), maskedIban: z.string(), debitOn: z.string().nullable().default(null) })
    .nullable(),
  /** Why it failed, as a dictionary key of the `checkout` namespace. */
  failureKey: z.string().nullable(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** The query the provider's pages send the payer back with (never trusted for the outcome). */
export const paymentReturnQuerySchema = z.object({ order: idText, intent: idText.optional() });

/** A path of the shop itself: one leading slash, no scheme, no backslash (never an open redirect). */
const returnPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\]*$/, "returnPath must be a path of the shop");

/** POST payment/intent/: an intent for what the order owes, and where the payer comes back to. */
export const paymentIntentBodySchema = z.object({
  orderId: z.string().trim().min(1).max(100),
  method: providerMethodSchema,
  returnPath,
});
export type PaymentIntentBody = z.input<typeof paymentIntentBodySchema>;

/** The provider's callback answer: whether the event changed anything (a replay does not). */
export const paymentEventAnswerSchema = z.object({ applied: z.boolean() });
