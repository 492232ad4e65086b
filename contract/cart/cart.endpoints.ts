import { endpoint } from "../endpoints";
import { cartPromocodeAnswerSchema, cartSchema, cartWithLineItemSchema } from "./cart.schemas";
import { paymentEventAnswerSchema, paymentIntentSchema } from "./payment.schemas";

/** The cart and payments (spec §7). */
export const cartEndpoints = {
  openCart: endpoint("POST", "/api/v1/cart/", cartSchema),
  putLineItem: endpoint("PUT", "/api/v1/cart/:id/item/", cartWithLineItemSchema),
  /** A visitor's add: finds or opens their cart and puts the line at once (ADR 110). */
  openCartWithLine: endpoint("POST", "/api/v1/cart/item/", cartWithLineItemSchema),
  deleteLineItem: endpoint("DELETE", "/api/v1/cart/item/", cartSchema),
  duplicateLineItem: endpoint("POST", "/api/v1/cart/:id/duplicateItem/", cartWithLineItemSchema),
  setAddress: endpoint("PATCH", "/api/v1/cart/:id/item/address/", cartSchema),
  applyPromocode: endpoint("POST", "/api/v1/cart/:id/promocode/", cartPromocodeAnswerSchema),
  createPaymentIntent: endpoint("POST", "/api/v1/payment/intent/", paymentIntentSchema),
  paymentIntent: endpoint("GET", "/api/v1/payment/intent/:id", paymentIntentSchema),
  paymentCallback: endpoint("POST", "/api/v1/payment/callback/", paymentEventAnswerSchema),
} as const;
