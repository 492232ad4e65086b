import type { Kysely } from "kysely";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import type { EditSettlement } from "../orders/order-edit.rules";
import type { ScheduledDebit } from "../orders/order-mail-content";
import {
  type MailExtra,
  mailOrderCancelled,
  mailOrderEdited,
  mailPaymentReceived,
} from "../orders/order-mails";
import type { OrderRow } from "../orders/orders.repository";
import { mailToInvoiceAddress, pdfAttachment } from "./company-invoice-mail";
import { firstInvoice, issuePaymentInvoice } from "./invoice-issue";
import { moneyFormatter } from "./invoice-pdf";
import type { InvoiceSummaryRow } from "./invoices.repository";

/**
 * What invoicing adds to the order mails (ADR 072, ADR 073): the payment-received mail carries the
 * invoice, the cancellation mail says where the money goes and carries the credit note. Both are
 * queued in the event's transaction, so they exist exactly when the invoice or refund does.
 */

type Db = Kysely<Database>;
type MailContext = Pick<RequestContext, "tenant" | "mail" | "now">;

export const INVOICE_MAIL_TEXTS = {
  fr: {
    invoiceAttached:
      "Votre facture {{invoice}} est jointe à ce message ; elle reste téléchargeable depuis votre espace client.",
    toWallet:
      "Les {{amount}} payés sont recrédités sur votre porte-monnaie client : ils sont disponibles dès maintenant pour vos prochaines commandes.",
    toProvider:
      "Les {{amount}} payés vous sont remboursés par {{method}} ; selon votre banque, le montant apparaît sous 3 à 10 jours ouvrés.",
    toTransfer:
      "Les {{amount}} payés vous seront remboursés par virement sous 5 jours ouvrés ; notre service client vous contactera si nous n’avons pas vos coordonnées bancaires.",
    creditNote: "L’avoir {{number}} est joint à ce message.",
    editCreditNote:
      "L’avoir {{number}} pour la différence est joint à ce message ; il complète la facture {{invoice}} et reste téléchargeable depuis votre espace client.",
    editInvoice:
      "La facture complémentaire {{number}} pour la différence est jointe à ce message ; elle complète la facture {{invoice}} et reste téléchargeable depuis votre espace client.",
    methods: { card: "carte bancaire", paypal: "PayPal", sepa: "prélèvement SEPA" } as Record<string, string>,
  },
  en: {
    invoiceAttached: "Your invoice {{invoice}} is attached; you can also download it from your account.",
    toWallet: "The {{amount}} you paid is back in your customer wallet, ready for your next orders.",
    toProvider:
      "The {{amount}} you paid is refunded to your {{method}}; depending on your bank it shows within 3 to 10 working days.",
    toTransfer:
      "The {{amount}} you paid will be refunded by bank transfer within 5 working days; customer service will contact you if we don't have your bank details.",
    creditNote: "Credit note {{number}} is attached.",
    editCreditNote:
      "Credit note {{number}} for the difference is attached; it amends invoice {{invoice}} and you can also download it from your account.",
    editInvoice:
      "Supplementary invoice {{number}} for the difference is attached; it amends invoice {{invoice}} and you can also download it from your account.",
    methods: { card: "card", paypal: "PayPal account", sepa: "bank account (SEPA)" } as Record<
      string,
      string
    >,
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

const textsOf = (context: MailContext) =>
  INVOICE_MAIL_TEXTS[context.tenant.locale.startsWith("fr") ? "fr" : "en"];

/**
 * A payment was booked on the order: once it is paid in full its invoice is issued, and the
 * payment-received mail carries it.
 */
export async function paymentBooked(
  context: MailContext,
  trx: Db,
  orderId: string,
  amountCent: number,
  /** The method of the payment that completed the order (a provider intent's), else the order's. */
  method?: string,
  /** A signed SEPA mandate's debit, still to come (ADR 076): the mail must not call it received. */
  debit: ScheduledDebit | null = null,
): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .selectAll()
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  const issued =
    order.paid_cent >= order.taxed_cent
      ? await issuePaymentInvoice(
          trx,
          context.tenant,
          order,
          context.now(),
          method,
          debit ? { on: debit.debitOn, mandate: debit.reference } : undefined,
        )
      : null;
  const extra: MailExtra | undefined = issued
    ? {
        blocks: [{ text: fill(textsOf(context).invoiceAttached, { invoice: issued.row.number }) }],
        attachments: [pdfAttachment(issued.row, issued.pdf)],
      }
    : undefined;
  await mailPaymentReceived(context, trx, orderId, amountCent, extra, debit);
  await mailToInvoiceAddress(context, trx, order, issued);
}

export interface RefundOutcome {
  route: "wallet" | "provider" | "transfer" | "none";
  method: string;
  amountCent: number;
}

/** The cancellation mail, with what happens to the money and the credit note when there is one. */
export async function mailCancellation(
  context: MailContext,
  trx: Db,
  order: OrderRow,
  refund: RefundOutcome | null,
  creditNote: { row: InvoiceSummaryRow; pdf: Uint8Array } | null,
): Promise<void> {
  const texts = textsOf(context);
  const amount = moneyFormatter(context.tenant.locale, order.currency_code)(refund?.amountCent ?? 0);
  const money = refund
    ? { wallet: texts.toWallet, provider: texts.toProvider, transfer: texts.toTransfer, none: null }[
        refund.route
      ]
    : null;
  await mailOrderCancelled(context, trx, order.id, {
    blocks: [
      ...(money && refund
        ? [{ text: fill(money, { amount, method: texts.methods[refund.method] ?? refund.method }) }]
        : []),
      ...(creditNote ? [{ text: fill(texts.creditNote, { number: creditNote.row.number }) }] : []),
    ],
    attachments: creditNote ? [pdfAttachment(creditNote.row, creditNote.pdf)] : [],
  });
  await mailToInvoiceAddress(context, trx, order, creditNote);
}

/**
 * The order-edited mail (ADR 073), carrying the document the edit issued when the order was already
 * invoiced (ADR 072): the credit note for a cheaper order, the supplementary invoice for a dearer one.
 */
export async function mailEdit(
  context: MailContext,
  trx: Db,
  orderId: string,
  previousTaxedCent: number,
  settlement: Pick<EditSettlement, "additionalPaymentCent" | "walletIncreaseCent">,
  issued: { row: InvoiceSummaryRow; pdf: Uint8Array } | null,
): Promise<void> {
  const texts = textsOf(context);
  const invoice = issued ? await firstInvoice(trx, orderId) : undefined;
  const extra: MailExtra | undefined = issued
    ? {
        blocks: [
          {
            text: fill(issued.row.kind === "credit_note" ? texts.editCreditNote : texts.editInvoice, {
              number: issued.row.number,
              invoice: invoice?.number ?? "",
            }),
          },
        ],
        attachments: [pdfAttachment(issued.row, issued.pdf)],
      }
    : undefined;
  await mailOrderEdited(context, trx, orderId, previousTaxedCent, settlement, extra);
}
