import { z } from "zod";
import { customSenderSchema, lineItemPayloadSchema } from "../cart/cart.requests";
import { safeMultilineText, safeText } from "../text";
import { ORDER_STATUSES } from "./order.schemas";

/**
 * Request bodies of the order calls, as the API validates them: the storefront builds its bodies
 * with the input types below, so a renamed or newly required field fails tsc, not checkout.
 */

const idText = z.string().trim().min(1).max(100);

/** How an order is paid when placed; the wallet pays afterwards (POST wallet/create-payment-and-transaction/). */
export const PAYMENT_METHODS = ["bank_transfer", "card", "paypal", "sepa"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST cart/{id}/checkout/: spec §7 checkout body, plus the choices a real checkout needs. */
export const checkoutBodySchema = z.object({
  sender_type: z.enum(["default", "custom"]).default("default"),
  custom_sender: customSenderSchema.nullish(),
  user_notes: z
    .object({ invoiceRequested: z.boolean().default(true), notes: safeMultilineText().max(1000).optional() })
    .default({ invoiceRequested: true }),
  internalCheckout: z.boolean().optional(),
  skipDocReview: z.boolean().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).default("bank_transfer"),
  shippingAddressId: idText,
  billingAddressId: idText,
});
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

/** POST order/reorder/: the order's lines (or the one named) into the customer's open cart, priced today. */
export const reorderBodySchema = z.object({ orderId: idText, cartId: idText, lineItemId: idText.optional() });
export type ReorderBody = z.input<typeof reorderBodySchema>;

/** POST order/cancel/, wallet/create-payment-and-transaction/, order/edit/payment/reset-method/. */
export const orderRefBodySchema = z.object({ orderId: idText });
export type OrderRefBody = z.input<typeof orderRefBodySchema>;

/** POST order/edit/item/: the edited line, priced by the API and kept as a draft of the order. */
export const orderEditBodySchema = z.object({
  orderId: idText,
  lineItem: lineItemPayloadSchema.extend({ lineItemId: idText }),
  refererUrl: z.string().max(500).optional(),
});
export type OrderEditBody = z.input<typeof orderEditBodySchema>;

/** POST order/edit/item/finalize/: the draft replaces the order. */
export const finalizeEditBodySchema = z.object({ orderId: idText, orderEditId: idText });
export type FinalizeEditBody = z.input<typeof finalizeEditBodySchema>;

/** POST order/reset-line-item-artwork/: the line's files are removed. */
export const resetArtworkBodySchema = z.object({ orderId: idText, lineItemId: idText });
export type ResetArtworkBody = z.input<typeof resetArtworkBodySchema>;

/** POST order/line-item-artwork/print-as-is/: the customer prints a low-resolution file as it is (ADR 081). */
export const printAsIsBodySchema = z.object({ orderId: idText, fileId: idText });
export type PrintAsIsBody = z.input<typeof printAsIsBodySchema>;

/** POST order/line-item-brief/: what the designers should create for a design-service line. */
export const lineItemBriefBodySchema = resetArtworkBodySchema.extend({
  brief: safeMultilineText().min(20, "Tell our designers a little more (20 characters at least)").max(2000),
});
export type LineItemBriefBody = z.input<typeof lineItemBriefBodySchema>;

/** POST admin/order/transition/: one move of the order desk (staff only). */
export const staffTransitionBodySchema = z.object({
  orderNumber: z.string().trim().min(1).max(40),
  to: z.enum(ORDER_STATUSES),
  trackingNumber: safeText().max(60).optional(),
  /** Why staff cancel (required for a cancellation, ADR 074). */
  reason: safeText().max(500).optional(),
  /** The carrier's key among the shop's carriers; required with a tracking number (ADR 073). */
  carrier: z.string().trim().max(40).optional(),
});
export type StaffTransitionBody = z.input<typeof staffTransitionBodySchema>;

/** POST order/proof-decision/: the customer approves the newest proof, or asks for changes and says which. */
export const proofDecisionBodySchema = z.discriminatedUnion("decision", [
  z.object({ orderId: idText, proofId: idText, decision: z.literal("approve") }),
  z.object({
    orderId: idText,
    proofId: idText,
    decision: z.literal("request_changes"),
    comment: safeMultilineText().trim().min(3, "Say what should change").max(1000),
  }),
]);
export type ProofDecisionBody = z.input<typeof proofDecisionBodySchema>;
