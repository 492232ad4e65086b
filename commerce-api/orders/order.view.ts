import type { Selectable } from "kysely";
import { methodOffered } from "#contract/cart/payment-methods";
import type { OrderEventsTable } from "../db/schema";
import { type OrderRow, readOrderDocument } from "./orders.repository";
import {
  amountsDue,
  canTransition,
  isDeferredPayment,
  isOrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  transferReference,
} from "./orders.rules";
import { type Carrier, shipmentOf } from "./tracking.rules";

type OrderEventRow = Selectable<OrderEventsTable>;

/** Where a bank transfer goes, per tenant. */
type BankAccount = { beneficiary: string; iban: string; bic: string };
const FR_ACCOUNT: BankAccount = {
  beneficiary: "Presto Impression SAS",
  iban: "FR76 3000 4000 0312 3456 7890 143",
  bic: "BNPAFRPP",
};
const BANK_ACCOUNTS: Record<string, BankAccount> = {
  fr: FR_ACCOUNT,
  en: { beneficiary: "Presto Print Ltd", iban: "GB33 BUKB 2020 1555 5555 55", bic: "BUKBGB22" },
};

/**
 * The order of spec §3, built from the stored snapshot; with the shop's carriers, a shipped order
 * names its carrier and links to its tracking page.
 */
export function toOrderView(
  order: OrderRow,
  events: readonly OrderEventRow[] = [],
  carriers: readonly Carrier[] = [],
) {
  const document = readOrderDocument(order);
  const method = order.payment_method as PaymentMethod;
  const money = (centAmount: number) => ({ centAmount, currencyCode: order.currency_code });
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    createdAt: order.created_at,
    currencyCode: order.currency_code,
    lineItems: document.lineItems ?? [],
    // Orders placed before shipping was priced (ADR 033) have none.
    shipping: document.shipping ?? null,
    shippingAddress: document.shippingAddress ?? null,
    billingAddress: document.billingAddress ?? null,
    sender: document.sender ?? "default",
    customSender: document.customSender ?? null,
    userNotes: document.userNotes ?? { invoiceRequested: true },
    totalPrice: money(order.total_cent),
    taxedPrice: money(order.taxed_cent),
    vatPrice: money(order.taxed_cent - order.total_cent),
    payments: [
      ...(order.wallet_cent > 0
        ? [{ method: "wallet", centAmount: order.wallet_cent, currencyCode: order.currency_code }]
        : []),
      { method, centAmount: order.paid_cent - order.wallet_cent, currencyCode: order.currency_code },
    ],
    ...amountsDue(order.taxed_cent, order.paid_cent),
    isDeferredPayment: isDeferredPayment(method),
    hasWalletPayment: order.wallet_cent > 0,
    // Only an order still owing money can be paid, and then by any of the shop's methods.
    allowedPaymentMethods:
      order.status === "awaiting_payment" && order.paid_cent < order.taxed_cent
        ? PAYMENT_METHODS.filter((candidate) => methodOffered(candidate, order.currency_code))
        : [],
    history: events.map((event) => ({ from: event.from_status, to: event.to_status, at: event.at })),
    cancellable: isOrderStatus(order.status) && canTransition(order.status, "cancelled"),
    trackingNumber: order.tracking_number ?? null,
    shipment: shipmentOf(carriers, order.carrier, order.tracking_number),
    bankTransfer:
      method === "bank_transfer"
        ? {
            reference: transferReference(order.order_number),
            ...(BANK_ACCOUNTS[order.tenant_key] ?? FR_ACCOUNT),
          }
        : null,
  };
}

/** One order in the customer's list. */
export function toOrderSummary(order: OrderRow) {
  const document = JSON.parse(order.order_json) as {
    lineItems?: { jobName?: string | null; mcpProdName?: string }[];
  };
  const lines = document.lineItems ?? [];
  return {
    id: order.id,
    orderNumber: order.order_number,
    status: order.status,
    createdAt: order.created_at,
    taxedPrice: { centAmount: order.taxed_cent, currencyCode: order.currency_code },
    lineCount: lines.length,
    products: lines.map((line) => line.mcpProdName ?? "").filter(Boolean),
    jobNames: lines.map((line) => line.jobName ?? "").filter(Boolean),
  };
}
