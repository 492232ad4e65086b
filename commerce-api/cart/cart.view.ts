import type { Cart } from "../../contract/cart/cart.schemas";
import type { CartRow } from "./cart.repository";
import { exceedsPriceCeiling, MAX_LINE_ITEMS } from "./cart.rules";
import type { StoredLineItem } from "./line-item";

/** The cart of spec §3, totals summed from the stored (server-priced) line items. */
export function toCartView(cart: CartRow, items: readonly StoredLineItem[]) {
  const total = items.reduce((sum, item) => sum + item.totalPriceWithServices.centAmount, 0);
  const taxed = items.reduce((sum, item) => sum + item.taxedTotalPriceWithServices.centAmount, 0);
  return {
    id: cart.id,
    anonymousUserId: cart.anonymous_user_id,
    customerId: cart.customer_id,
    currencyCode: cart.currency_code,
    country: cart.country,
    locale: cart.locale,
    lineItems: Object.fromEntries(items.map((item) => [item.id, item])),
    lineItemCount: items.length,
    maxLineItems: MAX_LINE_ITEMS,
    totalPrice: { centAmount: total, currencyCode: cart.currency_code },
    taxedPrice: { centAmount: taxed, currencyCode: cart.currency_code },
    priceCeilingExceeded: exceedsPriceCeiling(taxed),
    shippingAddress: null,
    billingAddress: null,
    sender: "default",
    customSender: null,
    userNotes: { invoiceRequested: true },
    internalCheckout: false,
    skipDocReview: false,
    createdAt: cart.created_at,
    updatedAt: cart.updated_at,
  } satisfies Cart;
}
export type CartView = ReturnType<typeof toCartView>;
