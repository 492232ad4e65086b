import type { Cart, Shipping } from "#contract/cart/cart.schemas";
import type { Tenant } from "../tenant/tenant";
import type { CartRow } from "./cart.repository";
import { exceedsPriceCeiling, MAX_LINE_ITEMS } from "./cart.rules";
import type { StoredLineItem } from "./line-item";
import { NO_SHIPPING_TABLE, quoteShipping, type ShippingTable } from "./shipping";

export function shippingTableOf(tenant: Pick<Tenant, "shipping">, currency: string): ShippingTable {
  return tenant.shipping[currency] ?? NO_SHIPPING_TABLE;
}

/** Delivery of these lines, as the contract shows it. */
export function shippingView(
  items: readonly StoredLineItem[],
  table: ShippingTable,
  currency: string,
): Shipping {
  const quote = quoteShipping(items, table);
  const money = (centAmount: number) => ({ centAmount, currencyCode: currency });
  return {
    price: money(quote.centAmount),
    taxedPrice: money(quote.taxedCentAmount),
    free: quote.free,
    freeFrom: quote.freeFromCent === null ? null : money(quote.freeFromCent),
    missingForFree: quote.missingForFreeCent === null ? null : money(quote.missingForFreeCent),
    shipments: quote.shipments.map((s) => ({
      country: s.country,
      priority: s.priority,
      price: money(s.centAmount),
    })),
  };
}

/** The cart of spec §3, totals summed from the stored (server-priced) line items and their delivery. */
export function toCartView(cart: CartRow, items: readonly StoredLineItem[], table: ShippingTable) {
  const currency = cart.currency_code;
  const itemsTotal = items.reduce((sum, item) => sum + item.totalPriceWithServices.centAmount, 0);
  const itemsTaxed = items.reduce((sum, item) => sum + item.taxedTotalPriceWithServices.centAmount, 0);
  const shipping = shippingView(items, table, currency);
  const taxed = itemsTaxed + shipping.taxedPrice.centAmount;
  return {
    id: cart.id,
    anonymousUserId: cart.anonymous_user_id,
    customerId: cart.customer_id,
    currencyCode: currency,
    country: cart.country,
    locale: cart.locale,
    lineItems: Object.fromEntries(items.map((item) => [item.id, item])),
    lineItemCount: items.length,
    maxLineItems: MAX_LINE_ITEMS,
    itemsPrice: { centAmount: itemsTotal, currencyCode: currency },
    itemsTaxedPrice: { centAmount: itemsTaxed, currencyCode: currency },
    shipping,
    totalPrice: { centAmount: itemsTotal + shipping.price.centAmount, currencyCode: currency },
    taxedPrice: { centAmount: taxed, currencyCode: currency },
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

/** The cart view with the tenant's carriage for the cart's currency. */
export function cartView(tenant: Pick<Tenant, "shipping">, cart: CartRow, items: readonly StoredLineItem[]) {
  return toCartView(cart, items, shippingTableOf(tenant, cart.currency_code));
}
