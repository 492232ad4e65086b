import PDFDocument from "pdfkit";
import { formatDateText } from "#contract/date-text";
import { fontBytes } from "../design/font-files";
import type { InvoiceDocument, InvoiceLine } from "./invoice.rules";
import { fill, INVOICE_TEXTS, type InvoiceTexts } from "./invoice-texts";

/**
 * An invoice or credit note as an A4 PDF, with pdfkit like the print files (ADR 035) and the same
 * embedded Inter cut (the standard PDF fonts lack the narrow spaces Intl puts in French amounts).
 * Rendered once, when issued; the stored bytes are what every download serves (ADR 072).
 */

type Doc = PDFKit.PDFDocument;
const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const REGULAR = "inter-400";
const BOLD = "inter-700";

export type Money = (cent: number) => string;

/** Amounts in the shop's locale; U+202F (not in every font subset) becomes a no-break space. */
export function moneyFormatter(locale: string, currency: string): Money {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency });
  return (cent) => format.format(cent / 100).replace(/\u202f/g, "\u00a0");
}

export function dateText(locale: string, isoDate: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  return formatDateText(format, new Date(`${isoDate.slice(0, 10)}T12:00:00Z`), locale);
}

/** "Label : value" in French typography (no-break space before the colon), "Label: value" in English. */
const labelled = (language: "fr" | "en", label: string, value: string) =>
  language === "fr" ? `${label}\u00a0: ${value}` : `${label}: ${value}`;

const rateText = (locale: string, rate: number) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rate)} %`.replace(
    /\u202f/g,
    "\u00a0",
  );

export async function renderInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const texts = INVOICE_TEXTS[document.language];
  const title = `${texts[document.kind]} ${document.number}`;
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    pdfVersion: "1.6",
    // Fixed dates and ids: the same document renders to the same bytes (tests compare them).
    info: {
      Title: title,
      Author: document.seller.company,
      Creator: document.seller.company,
      CreationDate: new Date(document.issuedAt),
      ModDate: new Date(document.issuedAt),
    },
    lang: document.language,
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.registerFont(REGULAR, fontBytes("inter", 400));
  doc.registerFont(BOLD, fontBytes("inter", 700));
  const money = moneyFormatter(document.locale, document.currency);
  header(doc, document, texts, title);
  parties(doc, document, texts);
  linesTable(doc, document, texts, money);
  summary(doc, document, texts, money);
  mentions(doc, document, texts, money);
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

function header(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, title: string) {
  doc.font(BOLD).fontSize(20).text(title, MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(10);
  doc.text(labelled(document.language, texts.issueDate, dateText(document.locale, document.issueDate)));
  doc.text(
    `${texts.order} ${document.orderNumber} ${texts.orderDate} ${dateText(document.locale, document.orderDate)}`,
  );
  if (document.refersTo) {
    const template = document.kind === "credit_note" ? texts.refersTo : texts.supplements;
    const date = dateText(document.locale, document.refersTo.issueDate);
    doc.font(BOLD).text(fill(template, { number: document.refersTo.number, date }));
    doc.font(REGULAR);
  }
  if (document.reason !== "payment") {
    doc.text(document.reason === "cancellation" ? texts.reasonCancellation : texts.reasonEdit);
  }
  doc.moveDown();
}

function parties(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts) {
  const top = doc.y;
  const column = WIDTH / 2 - 8;
  const { seller, buyer } = document;
  doc.font(BOLD).fontSize(9).text(texts.seller.toUpperCase(), MARGIN, top, { width: column });
  doc.font(BOLD).fontSize(10).text(seller.company, { width: column });
  doc.font(REGULAR).fontSize(9);
  for (const line of [seller.legalForm, ...seller.address]) doc.text(line, { width: column });
  for (const registration of seller.registrations)
    doc.text(`${registration.label} ${registration.value}`, { width: column });
  doc.text(labelled(document.language, texts.vat, seller.vatNumber), { width: column });
  doc.text(seller.email, { width: column });
  const sellerBottom = doc.y;
  const right = MARGIN + WIDTH / 2 + 8;
  doc.font(BOLD).fontSize(9).text(texts.buyer.toUpperCase(), right, top, { width: column });
  doc
    .font(BOLD)
    .fontSize(10)
    .text(buyer.company ?? buyer.name, right, doc.y, { width: column });
  doc.font(REGULAR).fontSize(9);
  if (buyer.company) doc.text(buyer.name, right, doc.y, { width: column });
  for (const line of buyer.address) doc.text(line, right, doc.y, { width: column });
  if (buyer.vatNumber) {
    doc.text(labelled(document.language, texts.vat, buyer.vatNumber), right, doc.y, { width: column });
  }
  doc.x = MARGIN;
  doc.y = Math.max(sellerBottom, doc.y) + 20;
}

/** Column x positions and widths: description, qty, unit excl., VAT, total excl., total incl. */
const COLUMNS = [
  { x: 0, width: 190, align: "left" },
  { x: 190, width: 40, align: "right" },
  { x: 232, width: 76, align: "right" },
  { x: 310, width: 44, align: "right" },
  { x: 356, width: 72, align: "right" },
  { x: 430, width: WIDTH - 430, align: "right" },
] as const;

function row(doc: Doc, cells: readonly string[], font: string) {
  const top = doc.y;
  let bottom = top;
  doc.font(font).fontSize(9);
  cells.forEach((cell, index) => {
    const column = COLUMNS[index];
    if (!column) return;
    doc.text(cell, MARGIN + column.x, top, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
  if (doc.y > 760) doc.addPage();
}

function linesTable(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, money: Money) {
  row(
    doc,
    [texts.description, texts.quantity, texts.unitExcl, texts.rate, texts.totalExcl, texts.totalIncl],
    BOLD,
  );
  doc
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + WIDTH, doc.y - 2)
    .stroke("#999999");
  for (const line of document.lines) row(doc, lineCells(document, line, money), REGULAR);
  doc.moveDown();
}

const lineCells = (document: InvoiceDocument, line: InvoiceLine, money: Money) => [
  line.label,
  String(line.quantity),
  money(line.unitExclCent),
  rateText(document.locale, line.ratePercent),
  money(line.totalExclCent),
  money(line.totalInclCent),
];

function summary(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, money: Money) {
  doc.font(BOLD).fontSize(10).text(texts.ratesTitle, MARGIN);
  row(doc, [texts.rate, "", "", "", texts.base, texts.vatAmount], BOLD);
  for (const rate of document.rates)
    row(
      doc,
      [rateText(document.locale, rate.ratePercent), "", "", "", money(rate.baseCent), money(rate.vatCent)],
      REGULAR,
    );
  doc.moveDown(0.5);
  row(doc, [texts.totalExcl, "", "", "", "", money(document.totals.exclCent)], REGULAR);
  row(doc, [texts.totalVat, "", "", "", "", money(document.totals.vatCent)], REGULAR);
  row(doc, [texts.totalIncl, "", "", "", "", money(document.totals.inclCent)], BOLD);
  doc.moveDown();
}

function mentions(doc: Doc, document: InvoiceDocument, texts: InvoiceTexts, money: Money) {
  doc.font(REGULAR).fontSize(9);
  if (document.payment) {
    const { debit } = document.payment;
    const method = texts.methods[document.payment.method] ?? document.payment.method;
    const template = debit
      ? texts.debitOn
      : document.kind === "credit_note"
        ? texts.refundedWith
        : texts.paidWith;
    const date = dateText(document.locale, debit?.on ?? document.payment.date);
    const said = fill(template, { method, date, mandate: debit?.mandate ?? "" });
    doc.font(BOLD).text(`${said} — ${money(document.payment.amountCent)}`, MARGIN);
  }
  doc.moveDown(0.5);
  doc.font(BOLD).text(texts.paymentTerms, MARGIN);
  doc.font(REGULAR).text(document.seller.latePayment, MARGIN, doc.y, { width: WIDTH });
  // The fixed recovery indemnity concerns business customers only (French D441-5, UK Late Payment Act).
  if (document.buyer.business) doc.text(document.seller.recoveryIndemnity, MARGIN, doc.y, { width: WIDTH });
}
