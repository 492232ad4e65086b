import type { Kysely } from "kysely";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import { queueRequestMail, shopLink } from "../mail/request-mail";
import type { OrderRow } from "../orders/orders.repository";
import { issuePaymentInvoice } from "./invoice-issue";
import { moneyFormatter } from "./invoice-pdf";
import type { InvoiceSummaryRow } from "./invoices.repository";

/**
 * The mails of invoicing (ADR 072), kept small and apart from the order mails: payment received
 * with the invoice attached, and what a cancellation does with the money. Queued in the event's
 * transaction, so they exist exactly when the invoice or refund does.
 */

type Db = Kysely<Database>;
type MailContext = Pick<RequestContext, "tenant" | "mail" | "now">;

const TEXTS = {
  fr: {
    paidSubject: "Paiement reçu — commande {{order}}",
    paid: "Nous avons bien reçu votre paiement de {{amount}} pour la commande {{order}}. Votre facture {{invoice}} est jointe à ce message ; elle reste téléchargeable depuis votre espace client.",
    cancelSubject: "Commande {{order}} annulée",
    cancelled: "Votre commande {{order}} est annulée.",
    toWallet:
      "Les {{amount}} payés sont recrédités sur votre porte-monnaie client : ils sont disponibles dès maintenant pour vos prochaines commandes.",
    toProvider:
      "Les {{amount}} payés vous sont remboursés par {{method}} ; selon votre banque, le montant apparaît sous 3 à 10 jours ouvrés.",
    toTransfer:
      "Les {{amount}} payés vous seront remboursés par virement sous 5 jours ouvrés ; notre service client vous contactera si nous n’avons pas vos coordonnées bancaires.",
    creditNote: "L’avoir {{number}} est joint à ce message.",
    orderLink: "Voir la commande",
    methods: { card: "carte bancaire", paypal: "PayPal", sepa: "prélèvement SEPA" } as Record<string, string>,
  },
  en: {
    paidSubject: "Payment received — order {{order}}",
    paid: "We have received your payment of {{amount}} for order {{order}}. Your invoice {{invoice}} is attached; you can also download it from your account.",
    cancelSubject: "Order {{order}} cancelled",
    cancelled: "Your order {{order}} is cancelled.",
    toWallet: "The {{amount}} you paid is back in your customer wallet, ready for your next orders.",
    toProvider:
      "The {{amount}} you paid is refunded to your {{method}}; depending on your bank it shows within 3 to 10 working days.",
    toTransfer:
      "The {{amount}} you paid will be refunded by bank transfer within 5 working days; customer service will contact you if we don't have your bank details.",
    creditNote: "Credit note {{number}} is attached.",
    orderLink: "View the order",
    methods: { card: "card", paypal: "PayPal account", sepa: "bank account (SEPA)" } as Record<
      string,
      string
    >,
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

export const mailLanguage = (context: MailContext) => (context.tenant.locale.startsWith("fr") ? "fr" : "en");

/** The customer's address, and the company's invoice address when it has one (company profile). */
async function recipients(trx: Db, customerId: string): Promise<string> {
  const customer = await trx
    .selectFrom("customers")
    .select(["email", "invoice_email"])
    .where("id", "=", customerId)
    .executeTakeFirstOrThrow();
  return [customer.email, customer.invoice_email]
    .filter((address, index, all): address is string => Boolean(address) && all.indexOf(address) === index)
    .join(", ");
}

async function orderLink(context: MailContext, trx: Db, order: OrderRow): Promise<string> {
  const link = await trx
    .selectFrom("default_links")
    .select("path")
    .where("tenant_key", "=", context.tenant.key)
    .where("link_id", "=", "orderDetail")
    .executeTakeFirst();
  return shopLink(context, `${link?.path ?? "/"}?${new URLSearchParams({ id: order.id })}`);
}

export const pdfAttachment = (document: Pick<InvoiceSummaryRow, "number">, pdf: Uint8Array) => ({
  filename: `${document.number}.pdf`,
  contentType: "application/pdf",
  contentBase64: Buffer.from(pdf).toString("base64"),
});

/** Issues the invoice of an order just paid in full and queues the payment mail carrying it. */
export async function invoiceOnPayment(
  context: MailContext,
  trx: Db,
  orderId: string,
  /** The method of the payment that completed the order (a provider intent's), else the order's. */
  method?: string,
): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const issued = await issuePaymentInvoice(trx, context.tenant, order, context.now(), method);
  if (!issued) return;
  const texts = TEXTS[mailLanguage(context)];
  const values = {
    order: order.order_number,
    amount: moneyFormatter(context.tenant.locale, order.currency_code)(order.paid_cent),
    invoice: issued.row.number,
  };
  await queueRequestMail(context, trx, {
    kind: "payment-received",
    to: await recipients(trx, order.customer_id),
    subject: fill(texts.paidSubject, values),
    blocks: [
      { text: fill(texts.paid, values) },
      { link: await orderLink(context, trx, order), label: texts.orderLink },
    ],
    attachments: [pdfAttachment(issued.row, issued.pdf)],
  });
}

export interface RefundOutcome {
  route: "wallet" | "provider" | "transfer" | "none";
  method: string;
  amountCent: number;
}

/** The cancellation mail: what happens to the money, with the credit note attached when there is one. */
export async function queueCancellationMail(
  context: MailContext,
  trx: Db,
  order: OrderRow,
  refund: RefundOutcome,
  creditNote: { row: InvoiceSummaryRow; pdf: Uint8Array } | null,
): Promise<void> {
  const texts = TEXTS[mailLanguage(context)];
  const amount = moneyFormatter(context.tenant.locale, order.currency_code)(refund.amountCent);
  const money = {
    wallet: texts.toWallet,
    provider: texts.toProvider,
    transfer: texts.toTransfer,
    none: null,
  }[refund.route];
  const blocks = [
    { text: fill(texts.cancelled, { order: order.order_number }) },
    ...(money
      ? [{ text: fill(money, { amount, method: texts.methods[refund.method] ?? refund.method }) }]
      : []),
    ...(creditNote ? [{ text: fill(texts.creditNote, { number: creditNote.row.number }) }] : []),
    { link: await orderLink(context, trx, order), label: texts.orderLink },
  ];
  await queueRequestMail(context, trx, {
    kind: "order-cancelled",
    to: await recipients(trx, order.customer_id),
    subject: fill(texts.cancelSubject, { order: order.order_number }),
    blocks,
    attachments: creditNote ? [pdfAttachment(creditNote.row, creditNote.pdf)] : [],
  });
}
