import { z } from "zod";

/**
 * The welcome page and the personal area's welcome box (issue 16 §2, ADR 030): the customer's own
 * one-time welcome code and the current offers for new customers.
 */

export const WELCOME_CODE_STATUSES = ["available", "used", "expired"] as const;

export const welcomeCodeSchema = z.object({
  code: z.string(),
  discountType: z.enum(["percent", "fixed"]),
  /** Percent: basis points; fixed: minor units of `currencyCode`. */
  discountValue: z.number().int().positive(),
  currencyCode: z.string().nullable(),
  minimumCentAmount: z.number().int().nonnegative(),
  /** ISO instant the code stops working (exclusive). */
  endsAt: z.string(),
  status: z.enum(WELCOME_CODE_STATUSES),
  /** The order that used it, when used. */
  usedBy: z.object({ orderId: z.string(), orderNumber: z.string() }).nullable(),
});
export type WelcomeCode = z.infer<typeof welcomeCodeSchema>;

export const welcomeOfferSchema = z.object({
  title: z.string(),
  description: z.string(),
  path: z.string().startsWith("/"),
  endsAt: z.string().nullable(),
});
export type WelcomeOffer = z.infer<typeof welcomeOfferSchema>;

/** GET customer/welcome/ (bearer). */
export const welcomeSchema = z.object({
  firstName: z.string(),
  code: welcomeCodeSchema.nullable(),
  offers: z.array(welcomeOfferSchema),
});
export type Welcome = z.infer<typeof welcomeSchema>;
