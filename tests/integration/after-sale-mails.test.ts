import type { AddressObject, ParsedMail } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "#contract/cart/payment.schemas";
import { orderSchema } from "#contract/orders/order.schemas";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn } from "./orders-fixture";
import { pdfText } from "./pdf-text";

/**
 * The after-sale details of ADR 082, received by a real SMTP server: a signed SEPA mandate is mailed
 * and invoiced as a debit on its day that can still fail, and an edit of an invoiced order mails the
 * document it issued. SMTP on a free port (ADR 091).
 */

let smtp: TestSmtpServer;
let test: TestApi;
beforeEach(async () => {
  smtp = await startSmtpServer();
  // A Thursday morning in Paris: a mandate signed now is debited on Monday.
  const clock = new Date("2026-11-26T08:00:00Z");
  test = await createTestApi(() => clock, {
    mail: { smtpUrl: smtp.url, pollMs: 3_600_000, remindersMs: 3_600_000 },
  });
});
afterEach(async () => {
  await test.dispose();
  await smtp.stop();
});

const fr = sender(() => test, "fr");

const addressOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

async function onlyMail(to: string): Promise<ParsedMail> {
  await test.api.mail.flush();
  const mails = smtp.received.splice(0);
  expect(mails.map((mail) => [addressOf(mail.to), mail.subject])).toHaveLength(1);
  expect(addressOf(mails[0]?.to)).toBe(to);
  return mails[0] as ParsedMail;
}

const delivered = async () => {
  await test.api.mail.flush();
  return smtp.received.splice(0);
};

/** The payer signs the mandate on the provider's page, as its form posts it. */
async function signMandate(intentId: string) {
  const signed = await test.api.handler(
    new Request(`http://commerce.test/api/v1/payment-provider/sepa/${intentId}/`, {
      method: "POST",
      headers: { ...TENANT_HEADERS.fr, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        holder: "Marie Dupont",
        iban: "FR76 3000 6000 0112 3456 7890 189",
        accept: "on",
        decision: "sign",
      }).toString(),
    }),
  );
  expect(signed.status).toBe(303);
}

async function sepaIntent(token: string, orderId: string) {
  return paymentIntentSchema.parse(
    dataOf(
      await fr(token, "POST", "/api/v1/payment/intent/", { orderId, method: "sepa", returnPath: "/p/" }),
    ),
  );
}

describe("after-sale mails and documents", { timeout: 60_000 }, () => {
  it("says a signed SEPA mandate is a debit on its day that can still fail, with the invoice attached", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber } = await placeTransferOrder(fr, marie);
    await delivered();
    await signMandate((await sepaIntent(marie, orderId)).id);
    const mail = await onlyMail("marie.dupont@example.com");
    // Signed on a Thursday: debited on the second TARGET business day, Monday.
    expect(mail.subject).toBe(`Prélèvement SEPA programmé pour la commande ${orderNumber}`);
    expect(mail.text).toMatch(
      /\d+,\d\d\s€ seront prélevés sur le compte FR76 \*{4} \*{4} 0189 le lundi 30 novembre 2026/,
    );
    expect(mail.text).toContain("le prélèvement peut encore échouer");
    expect(mail.text).toMatch(/Référence du mandat\u00a0: PRESTO-/);
    expect(mail.text).not.toContain("reçu votre paiement");
    expect(mail.attachments.map((file) => file.contentType)).toEqual(["application/pdf"]);
  });

  it("attaches the supplementary invoice or the credit note an edit of an invoiced order issues", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const admin = await signIn(fr, "admin@presto-impression.example");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(fr, marie);
    const paid = await fr(admin, "POST", "/api/v1/admin/order/transition/", {
      orderNumber,
      to: "awaiting_artwork",
    });
    expect(paid.status).toBe(200);
    await delivered();
    const edit = async (quantity: number) => {
      const draft = dataOf(
        await fr(marie, "POST", "/api/v1/order/edit/item/", {
          orderId,
          lineItem: {
            lineItemId,
            productId: "fr-posters",
            quantity,
            merchantInfo: { selectedPriority: "standard" },
          },
        }),
      ) as { orderEditId: string };
      const done = dataOf(
        await fr(marie, "POST", "/api/v1/order/edit/item/finalize/", {
          orderId,
          orderEditId: draft.orderEditId,
        }),
      ) as { invoices: { number: string; kind: string }[] };
      return { mail: await onlyMail("marie.dupont@example.com"), documents: done.invoices };
    };

    const dearer = await edit(20);
    const [invoice, supplement] = dearer.documents;
    expect(supplement?.kind).toBe("invoice");
    expect(dearer.mail.subject).toBe(`Votre commande ${orderNumber} est modifiée`);
    expect(dearer.mail.text).toContain(
      `La facture complémentaire ${supplement?.number} pour la différence est jointe à ce message\u00a0; elle complète la facture ${invoice?.number}`,
    );
    expect(dearer.mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${supplement?.number}.pdf`, "application/pdf"],
    ]);

    const cheaper = await edit(10);
    const creditNote = cheaper.documents.find((document) => document.kind === "credit_note");
    expect(cheaper.mail.text).toContain(
      `L’avoir ${creditNote?.number} pour la différence est joint à ce message`,
    );
    expect(cheaper.mail.attachments.map((file) => file.filename)).toEqual([`${creditNote?.number}.pdf`]);
    expect(cheaper.mail.attachments[0]?.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("invoices a SEPA order with the debit's day and mandate, not 'paid' on the signing day", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId } = await placeTransferOrder(fr, marie);
    await signMandate((await sepaIntent(marie, orderId)).id);
    await delivered();
    const order = orderSchema.parse(dataOf(await fr(marie, "GET", `/api/v1/order/${orderId}`)));
    const invoice = await test.api.handler(
      new Request(`http://commerce.test/api/v1/invoice/${order.invoices[0]?.id}/pdf`, {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${marie}` },
      }),
    );
    const text = pdfText(new Uint8Array(await invoice.arrayBuffer()));
    // Signed on Thursday 26 November: debited on the second TARGET business day, Monday 30.
    expect(text).toContain(
      `Règlement par prélèvement SEPA le 30 novembre 2026 (mandat ${order.pendingDebit?.reference})`,
    );
    expect(text).not.toContain("Payée par");
  });
});
