import type { Kysely } from "kysely";
import type { RequestContext } from "../context";
import type { Database } from "../db/schema";
import { paragraphs, queueRequestMail } from "../mail/request-mail";
import type { OrderRow } from "../orders/orders.repository";
import type { InvoiceSummaryRow } from "./invoices.repository";

/**
 * A company's invoices and credit notes also go to the address it gave for invoices (issue 36, the
 * company profile's "e-mail for invoices"): its accounts department gets each document as it is
 * issued, in the same transaction, without needing the buyer's account. The buyer's own mails are
 * unchanged.
 */

type Db = Kysely<Database>;
type MailContext = Pick<RequestContext, "tenant" | "mail" | "now">;

const TEXTS = {
  fr: {
    invoice: { subject: "Facture {{number}} — commande {{order}}", name: "la facture" },
    credit_note: { subject: "Avoir {{number}} — commande {{order}}", name: "l’avoir" },
    body: "Bonjour,\n\nVous trouverez ci-joint {{document}} {{number}} de la commande {{order}} passée par {{company}} auprès de {{shop}}.\n\nVous recevez ce message parce que cette adresse est celle que {{company}} a indiquée pour recevoir ses factures.",
  },
  en: {
    invoice: { subject: "Invoice {{number}} — order {{order}}", name: "invoice" },
    credit_note: { subject: "Credit note {{number}} — order {{order}}", name: "credit note" },
    body: "Hello,\n\nPlease find attached {{document}} {{number}} for order {{order}}, placed by {{company}} with {{shop}}.\n\nYou receive this message because {{company}} gave this address for its invoices.",
  },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

export const pdfAttachment = (document: Pick<InvoiceSummaryRow, "number">, pdf: Uint8Array) => ({
  filename: `${document.number}.pdf`,
  contentType: "application/pdf",
  contentBase64: Buffer.from(pdf).toString("base64"),
});

/** Where a customer's invoices go besides their own mailbox: a company's invoice address, if set and different. */
export function invoiceCopyAddress(customer: {
  email: string;
  user_category: string;
  invoice_email: string | null;
}): string | null {
  const address = customer.invoice_email?.trim().toLowerCase();
  if (customer.user_category !== "1" || !address) return null;
  return address === customer.email.toLowerCase() ? null : address;
}

/** Queues the issued document to the company's invoice address, when the buyer's account has one. */
export async function mailToInvoiceAddress(
  context: MailContext,
  trx: Db,
  order: Pick<OrderRow, "customer_id" | "order_number">,
  issued: { row: Pick<InvoiceSummaryRow, "kind" | "number">; pdf: Uint8Array } | null,
): Promise<void> {
  if (!issued) return;
  const customer = await trx
    .selectFrom("customers")
    .select(["email", "user_category", "invoice_email", "company_name", "first_name", "last_name"])
    .where("id", "=", order.customer_id)
    .executeTakeFirst();
  const to = customer ? invoiceCopyAddress(customer) : null;
  if (!customer || !to) return;
  const texts = TEXTS[context.tenant.locale.startsWith("fr") ? "fr" : "en"];
  const kind = texts[issued.row.kind === "credit_note" ? "credit_note" : "invoice"];
  const values = {
    number: issued.row.number,
    order: order.order_number,
    document: kind.name,
    company: customer.company_name || `${customer.first_name} ${customer.last_name}`.trim(),
    shop: context.tenant.name,
  };
  await queueRequestMail(context, trx, {
    kind: "invoice-copy",
    to,
    subject: fill(kind.subject, values),
    blocks: paragraphs(fill(texts.body, values)),
    attachments: [pdfAttachment(issued.row, issued.pdf)],
  });
}
