import { formatDateText } from "#contract/date-text";
import type { MailBlock } from "../mail/mail-layout";
import type { EditSettlement } from "./order-edit.rules";
import { ORDER_MAIL_TEXTS, type OrderMailTexts } from "./order-mail-texts";

/**
 * The order mails' content (issue 36 §2, ADR 073), composed from an order's facts: what happened, the
 * figures, what happens next, and the order page's link. Pure: money and dates are formatted here in
 * the shop's locale, the caller brings everything else.
 */

export interface OrderMailLine {
  id: string;
  name: string;
  quantity: number;
  jobName: string | null;
  taxedCent: number;
  /** YYYY-MM-DD as promised at checkout. */
  arrival: string | null;
}

export interface OrderMailFacts {
  language: "fr" | "en";
  locale: string;
  currency: string;
  number: string;
  /** The order page, absolute. */
  orderUrl: string;
  lines: OrderMailLine[];
  shippingTaxedCent: number | null;
  totalCent: number;
  taxedCent: number;
  dueCent: number;
  paymentMethod: string;
  bankTransfer: { beneficiary: string; iban: string; bic: string; reference: string } | null;
  /** The day (YYYY-MM-DD) files must arrive by, noon Paris time, when some are still missing. */
  filesNeededBy: string | null;
}

export interface OrderMailBody {
  subject: string;
  blocks: MailBlock[];
}

const money = (facts: OrderMailFacts, cent: number) =>
  new Intl.NumberFormat(facts.locale, { style: "currency", currency: facts.currency }).format(cent / 100);

/** A calendar date in words; anything that isn't YYYY-MM-DD is shown as it is. */
export function mailDate(locale: string, date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeZone: "UTC" });
  return formatDateText(format, new Date(`${date}T12:00:00Z`), locale);
}

const textsOf = (facts: OrderMailFacts): OrderMailTexts => ORDER_MAIL_TEXTS[facts.language];
const link = (facts: OrderMailFacts): MailBlock => ({
  link: facts.orderUrl,
  label: textsOf(facts).viewOrder,
});

function lineText(facts: OrderMailFacts, line: OrderMailLine, withArrival: boolean): string {
  const t = textsOf(facts);
  const head = `• ${t.line(line.quantity, line.name, line.jobName, money(facts, line.taxedCent))}`;
  return withArrival && line.arrival ? `${head}\n  ${t.arrival(mailDate(facts.locale, line.arrival))}` : head;
}

function summary(facts: OrderMailFacts): MailBlock[] {
  const t = textsOf(facts);
  const lines = facts.lines.map((line) => lineText(facts, line, true)).join("\n");
  const figures = [
    ...(facts.shippingTaxedCent === null ? [] : [t.shipping(money(facts, facts.shippingTaxedCent))]),
    t.totals(
      money(facts, facts.totalCent),
      money(facts, facts.taxedCent - facts.totalCent),
      money(facts, facts.taxedCent),
    ),
  ].join("\n");
  return [{ text: lines }, { text: figures }];
}

function howToPay(facts: OrderMailFacts): MailBlock[] {
  if (facts.dueCent <= 0) return [];
  const due = money(facts, facts.dueCent);
  const payBy = textsOf(facts).payBy;
  if (facts.paymentMethod === "bank_transfer" && facts.bankTransfer)
    return [{ text: payBy.bank_transfer(due, facts.bankTransfer) }];
  if (facts.paymentMethod === "sepa" || facts.paymentMethod === "card" || facts.paymentMethod === "paypal")
    return [{ text: payBy[facts.paymentMethod](due) }];
  return [];
}

export function placedMail(facts: OrderMailFacts): OrderMailBody {
  const t = textsOf(facts);
  const files = facts.filesNeededBy ? [{ text: t.filesBy(mailDate(facts.locale, facts.filesNeededBy)) }] : [];
  const next =
    facts.dueCent > 0
      ? t.nextAfterPlaced.unpaid
      : facts.filesNeededBy
        ? t.nextAfterPlaced.files
        : t.nextAfterPlaced.ready;
  return {
    subject: t.placed.subject(facts.number),
    blocks: [
      { text: t.placed.intro(facts.number) },
      ...summary(facts),
      ...howToPay(facts),
      ...files,
      { text: next },
      link(facts),
    ],
  };
}

/** A signed SEPA mandate's debit still to come (ADR 076): not money received yet. */
export interface ScheduledDebit {
  maskedIban: string;
  reference: string;
  /** YYYY-MM-DD, the debit's interbank day. */
  debitOn: string;
}

/** What the payment booked says first: money received, or a SEPA debit scheduled that can still fail. */
function paidIntro(facts: OrderMailFacts, amountCent: number, debit: ScheduledDebit | null) {
  const t = textsOf(facts);
  if (!debit)
    return {
      subject: t.paid.subject(facts.number),
      blocks: [{ text: t.paid.intro(money(facts, amountCent), facts.number) }],
    };
  const day = mailDate(facts.locale, debit.debitOn);
  return {
    subject: t.debitScheduled.subject(facts.number),
    blocks: [
      { text: t.debitScheduled.intro(money(facts, amountCent), facts.number, debit.maskedIban, day) },
      { text: t.debitScheduled.mayFail(debit.reference) },
    ],
  };
}

export function paymentReceivedMail(
  facts: OrderMailFacts,
  amountCent: number,
  debit: ScheduledDebit | null = null,
): OrderMailBody {
  const t = textsOf(facts);
  // A part payment (the wallet's credit ran out) says how to pay the rest instead.
  const next =
    facts.dueCent > 0
      ? howToPay(facts)
      : [
          {
            text: facts.filesNeededBy
              ? t.nextAfterPaid.files(mailDate(facts.locale, facts.filesNeededBy))
              : t.nextAfterPaid.ready,
          },
        ];
  const intro = paidIntro(facts, amountCent, debit);
  return { subject: intro.subject, blocks: [...intro.blocks, ...next, link(facts)] };
}

export function filesNeededMail(facts: OrderMailFacts, lineIds: readonly string[]): OrderMailBody {
  const t = textsOf(facts);
  const lines = facts.lines.filter((line) => lineIds.includes(line.id));
  const by = mailDate(facts.locale, facts.filesNeededBy ?? "");
  return {
    subject: t.filesNeeded.subject(facts.number),
    blocks: [
      { text: t.filesNeeded.intro(facts.number) },
      { text: lines.map((line) => lineText(facts, line, false)).join("\n") },
      { text: t.filesNeeded.next(by) },
      link(facts),
    ],
  };
}

export function fileRefusedMail(
  facts: OrderMailFacts,
  refusal: { lineItemId: string; fileName: string; reason: string },
): OrderMailBody {
  const t = textsOf(facts);
  const line = facts.lines.find((candidate) => candidate.id === refusal.lineItemId);
  const lineName = line ? `${line.quantity} × ${line.name}${line.jobName ? ` (${line.jobName})` : ""}` : "";
  const reason = t.refused.reasons[refusal.reason] ?? refusal.reason;
  return {
    subject: t.refused.subject(facts.number),
    blocks: [
      { text: t.refused.intro(refusal.fileName, lineName) },
      { text: reason },
      { text: t.refused.next },
      link(facts),
    ],
  };
}

export function shippedMail(
  facts: OrderMailFacts,
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string },
): OrderMailBody {
  const t = textsOf(facts);
  return {
    subject: t.shipped.subject(facts.number),
    blocks: [
      { text: t.shipped.intro(facts.number, shipment.carrier, shipment.trackingNumber) },
      { link: shipment.trackingUrl, label: `${t.shipped.track} (${shipment.carrier})` },
      { text: t.shipped.next },
      link(facts),
    ],
  };
}

export function editedMail(
  facts: OrderMailFacts,
  previousTaxedCent: number,
  settlement: Pick<EditSettlement, "additionalPaymentCent" | "walletIncreaseCent">,
): OrderMailBody {
  const t = textsOf(facts);
  const outcome =
    settlement.additionalPaymentCent > 0
      ? t.edited.due(money(facts, settlement.additionalPaymentCent))
      : settlement.walletIncreaseCent > 0
        ? t.edited.refunded(money(facts, settlement.walletIncreaseCent))
        : t.edited.even;
  return {
    subject: t.edited.subject(facts.number),
    blocks: [
      { text: t.edited.intro(facts.number, money(facts, previousTaxedCent), money(facts, facts.taxedCent)) },
      ...summary(facts),
      { text: outcome },
      ...(settlement.additionalPaymentCent > 0 ? howToPay(facts) : []),
      link(facts),
    ],
  };
}

export function cancelledMail(facts: OrderMailFacts): OrderMailBody {
  const t = textsOf(facts);
  return {
    subject: t.cancelled.subject(facts.number),
    blocks: [{ text: t.cancelled.intro(facts.number) }, { text: t.cancelled.next }, link(facts)],
  };
}
