import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "#contract/cart/payment.schemas";
import { invoiceListSchema } from "#contract/orders/invoice.schemas";
import { orderSchema } from "#contract/orders/order.schemas";
import { type ProviderEvent, signEvent } from "../../commerce-api/payments/callback.rules";
import { providerSecret } from "../../commerce-api/payments/payments.repository";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, lineItemPayload, POSTERS, placeTransferOrder, sender, signIn } from "./orders-fixture";
import { pdfText } from "./pdf-text";

/**
 * Invoices and credit notes (issue 36 §3, ADR 072), on SQLite and, in the PostgreSQL run, on
 * PostgreSQL: numbers allocated in the payment's transaction, the PDF's words, the stored bytes,
 * the mail carrying it, and cancellation giving the money back with a credit note.
 */

let test: TestApi;
const clock = () => new Date("2026-11-26T10:00:00Z");
beforeAll(async () => {
  test = await createTestApi(clock);
}, 60_000);
afterAll(() => test.dispose());

const fr = sender(() => test, "fr");
const en = sender(() => test, "en");

/** Pays what the order owes through the provider's intent and its signed callback, as the card page does. */
async function pay(send: typeof fr, token: string, orderId: string, tenant: "fr" | "en" = "fr") {
  const intent = paymentIntentSchema.parse(
    dataOf(
      await send(token, "POST", "/api/v1/payment/intent/", { orderId, method: "card", returnPath: "/p/" }),
    ),
  );
  const event: ProviderEvent = {
    eventId: `evt_${crypto.randomUUID()}`,
    intentId: intent.id,
    orderId,
    amountCent: intent.amount.centAmount,
    currencyCode: intent.amount.currencyCode,
    status: "succeeded",
  };
  return call(test.api, "/api/v1/payment/callback/", {
    method: "POST",
    body: JSON.stringify(event),
    headers: { ...TENANT_HEADERS[tenant], "x-provider-signature": signEvent(await secret(), event) },
  });
}

let providerKey: Uint8Array | undefined;
/** The provider's signing secret, read once (concurrent payments share it). */
async function secret() {
  if (providerKey) return providerKey;
  const opened = test.openDb();
  try {
    providerKey = await providerSecret(opened.db);
    return providerKey;
  } finally {
    await opened.close();
  }
}

const orderOf = async (send: typeof fr, token: string, id: string) =>
  orderSchema.parse(dataOf(await send(token, "GET", `/api/v1/order/${id}`)));

async function download(tenant: "fr" | "en", token: string, pathname: string) {
  const response = await test.api.handler(
    new Request(`http://commerce.test${pathname}`, {
      headers: { ...TENANT_HEADERS[tenant], authorization: `Bearer ${token}` },
    }),
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function outboxMails() {
  await test.api.mail.flush();
  const dir = path.join(test.dataDir, "outbox");
  return Promise.all(
    readdirSync(dir)
      .sort()
      .map((file) => simpleParser(readFileSync(path.join(dir, file)))),
  );
}

describe("invoices", () => {
  it("invoices a paid order once: numbered, downloadable byte for byte, mailed as a PDF with the mentions", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber } = await placeTransferOrder(fr, marie);
    const placed = await orderOf(fr, marie, orderId);
    expect(placed.invoices).toEqual([]);
    expect((await pay(fr, marie, orderId)).status).toBe(200);

    const paid = await orderOf(fr, marie, orderId);
    expect(paid.invoices).toHaveLength(1);
    const invoice = paid.invoices[0];
    expect(invoice).toMatchObject({ kind: "invoice", total: { centAmount: paid.taxedPrice.centAmount } });
    expect(invoice?.number).toMatch(/^F-2026-\d{6}$/);

    const first = await download("fr", marie, `/api/v1/invoice/${invoice?.id}/pdf`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    const again = await download("fr", marie, `/api/v1/invoice/${invoice?.id}/pdf`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(createHash("sha256").update(first.bytes).digest("hex")).toBe(invoice?.sha256);

    const text = pdfText(first.bytes);
    for (const mention of [
      `Facture ${invoice?.number}`,
      "Presto Impression SAS",
      "SAS au capital de 50 000 €",
      "SIRET 812 345 676 00017",
      "RCS Paris 812 345 676",
      "FR19812345676",
      orderNumber,
      "Total HT",
      "Total TTC",
      "20 %",
      "Payée par carte bancaire le 26 novembre 2026",
      "trois fois le taux d’intérêt légal",
    ])
      expect(text).toContain(mention);
    // A private customer owes no recovery indemnity: it is for business customers.
    expect(text).not.toContain("Indemnité forfaitaire");

    const mails = await outboxMails();
    const mail = mails.find((candidate) =>
      candidate.attachments.some((file) => file.filename === `${invoice?.number}.pdf`),
    );
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.text).toContain(`Votre facture ${invoice?.number} est jointe`);
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${invoice?.number}.pdf`, "application/pdf"],
    ]);
    expect(Buffer.from(mail?.attachments[0]?.content ?? []).equals(Buffer.from(first.bytes))).toBe(true);

    // Nobody else gets the PDF.
    const other = await signIn(fr, "achats@atelier-lumiere.example");
    expect((await download("fr", other, `/api/v1/invoice/${invoice?.id}/pdf`)).status).toBe(404);
    const admin = await signIn(fr, "admin@presto-impression.example");
    const staff = await download("fr", admin, `/api/v1/admin/invoice/${invoice?.id}/pdf`);
    expect(Buffer.from(staff.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const desk = dataOf(await fr(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      invoices: unknown[];
    };
    expect(desk.invoices).toEqual([expect.objectContaining({ number: invoice?.number })]);
  });

  it("gives 20 concurrent payments 20 consecutive numbers, no gap and no duplicate", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const orders = [];
    for (let index = 0; index < 20; index += 1) orders.push((await placeTransferOrder(fr, marie)).orderId);
    const before = invoiceListSchema.parse(dataOf(await fr(marie, "GET", "/api/v1/invoices"))).invoices
      .length;
    const answers = await Promise.all(orders.map((orderId) => pay(fr, marie, orderId)));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const opened = test.openDb();
    try {
      const rows = await opened.db
        .selectFrom("invoices")
        .select("number")
        .where("tenant_key", "=", "fr")
        .where("kind", "=", "invoice")
        .execute();
      const sequences = rows.map((row) => Number(row.number.slice(-6))).sort((a, b) => a - b);
      expect(sequences).toEqual(sequences.map((_, index) => index + 1));
      expect(sequences).toHaveLength(before + 20);
    } finally {
      await opened.close();
    }
  }, 120_000);

  it("cancelling a card-paid order refunds the card, issues a credit note and says so", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber } = await placeTransferOrder(fr, marie);
    const due = (await orderOf(fr, marie, orderId)).currentOrderAmountStillToPay;
    await pay(fr, marie, orderId);
    const cancelled = orderSchema.parse(
      dataOf(await fr(marie, "POST", "/api/v1/order/cancel/", { orderId })),
    );
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        method: "card",
        amount: { centAmount: due, currencyCode: "EUR" },
        status: "succeeded",
      }),
    ]);
    const invoice = cancelled.invoices.find((document) => document.kind === "invoice");
    const credit = cancelled.invoices.find((document) => document.kind === "credit_note");
    expect(credit).toMatchObject({ kind: "credit_note", reason: "cancellation", total: { centAmount: due } });
    expect(credit?.number).toMatch(/^A-2026-\d{6}$/);
    const text = pdfText((await download("fr", marie, `/api/v1/invoice/${credit?.id}/pdf`)).bytes);
    expect(text).toContain(`Avoir ${credit?.number}`);
    expect(text).toContain(`Avoir sur la facture ${invoice?.number}`);
    expect(text).toContain("Remboursement : carte bancaire");
    const again = await fr(marie, "POST", "/api/v1/order/cancel/", { orderId });
    expect([again.status, errorCode(again)]).toEqual([409, "ORDER_NOT_CANCELLABLE"]);

    const mail = (await outboxMails()).find((candidate) =>
      candidate.attachments.some((file) => file.filename === `${credit?.number}.pdf`),
    );
    expect(mail?.subject).toContain(orderNumber);
    expect(mail?.text).toContain("remboursés par carte bancaire");
    expect(mail?.attachments.map((file) => file.filename)).toEqual([`${credit?.number}.pdf`]);
  });

  it("gives a premium company's money back to its wallet; its invoice names its VAT number and the 40 € indemnity", async () => {
    const company = await signIn(fr, "achats@atelier-lumiere.example");
    const wallet = async () =>
      (
        dataOf(await fr(company, "GET", "/api/v1/customer/")) as {
          customerWalletCredit: { centAmount: number };
        }
      ).customerWalletCredit.centAmount;
    const { orderId } = await placeTransferOrder(fr, company);
    const due = (await orderOf(fr, company, orderId)).currentOrderAmountStillToPay;
    await pay(fr, company, orderId);
    const invoice = (await orderOf(fr, company, orderId)).invoices[0];
    const text = pdfText((await download("fr", company, `/api/v1/invoice/${invoice?.id}/pdf`)).bytes);
    expect(text).toContain("FR40123456824");
    expect(text).toContain(
      "Indemnité forfaitaire pour frais de recouvrement due par le client professionnel en cas de retard de paiement : 40 €",
    );
    const credit = await wallet();
    const cancelled = orderSchema.parse(
      dataOf(await fr(company, "POST", "/api/v1/order/cancel/", { orderId })),
    );
    expect(cancelled.refunds).toEqual([expect.objectContaining({ method: "wallet", status: "succeeded" })]);
    expect(await wallet()).toBe(credit + due);
  });

  it("an edit raising an invoiced order's total gets a supplementary invoice; the first one is untouched", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, lineItemId } = await placeTransferOrder(fr, marie);
    await pay(fr, marie, orderId);
    const [invoice] = (await orderOf(fr, marie, orderId)).invoices;
    const before = await download("fr", marie, `/api/v1/invoice/${invoice?.id}/pdf`);
    const draft = dataOf(
      await fr(marie, "POST", "/api/v1/order/edit/item/", {
        orderId,
        lineItem: { ...lineItemPayload(POSTERS), lineItemId, quantity: 20 },
      }),
    ) as { orderEditId: string };
    const done = orderSchema.parse(
      dataOf(
        await fr(marie, "POST", "/api/v1/order/edit/item/finalize", {
          orderId,
          orderEditId: draft.orderEditId,
        }),
      ),
    );
    const supplement = done.invoices[1];
    expect(supplement).toMatchObject({
      kind: "invoice",
      reason: "edit",
      total: { centAmount: done.taxedPrice.centAmount - (invoice?.total.centAmount ?? 0) },
    });
    const text = pdfText((await download("fr", marie, `/api/v1/invoice/${supplement?.id}/pdf`)).bytes);
    expect(text).toContain(`Facture complémentaire à la facture ${invoice?.number}`);
    expect(text).toContain("Modification de la commande");
    const after = await download("fr", marie, `/api/v1/invoice/${invoice?.id}/pdf`);
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(true);
  });

  it("invoices the English shop in English and pounds, with its own seller", async () => {
    const oliver = await signIn(en, "oliver.smith@example.com");
    const address = {
      firstName: "Oliver",
      lastName: "Smith",
      street: "1 High St",
      postalCode: "SW1A 1AA",
      city: "London",
      country: "gb",
    };
    for (const type of ["shipping", "billing"])
      dataOf(await en(oliver, "POST", "/api/v1/customer/address/", { ...address, type }));
    const { orderId } = await placeTransferOrder(en, oliver, {
      productId: "en-business-cards",
      quantity: 250,
    });
    expect((await pay(en, oliver, orderId, "en")).status).toBe(200);
    const invoice = (await orderOf(en, oliver, orderId)).invoices[0];
    expect(invoice?.number).toBe("F-2026-000001");
    const text = pdfText((await download("en", oliver, `/api/v1/invoice/${invoice?.id}/pdf`)).bytes);
    for (const mention of [
      "Invoice F-2026-000001",
      "Presto Print Ltd",
      "GB123456782",
      "£",
      "Total incl. VAT",
      "Paid by card on 26 November 2026",
      "Late payments",
    ])
      expect(text).toContain(mention);
  });
});
