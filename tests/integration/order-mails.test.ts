import type { AddressObject, ParsedMail } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pngFile } from "../../commerce-api/artwork/artwork.fixtures";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

/**
 * Every order mail (issue 36 §2, ADR 073), received by a real SMTP server: sent in the event's
 * transaction, to the customer, in the shop's language, with the order page's absolute link and what
 * happens next. SMTP on a free port: the SQLite and PostgreSQL runs overlap (ADR 091).
 */

let smtp: TestSmtpServer;
let test: TestApi;
let clock: Date;
beforeEach(async () => {
  smtp = await startSmtpServer();
  // A Thursday morning in Paris: files are needed by noon the same day.
  clock = new Date("2026-11-26T08:00:00Z");
  test = await createTestApi(() => clock, {
    mail: { smtpUrl: smtp.url, pollMs: 3_600_000, remindersMs: 3_600_000 },
  });
});
afterEach(async () => {
  await test.dispose();
  await smtp.stop();
});

const fr = sender(() => test, "fr");
const en = sender(() => test, "en");

const addressOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field[0] : field)?.value[0]?.address;

async function delivered(): Promise<ParsedMail[]> {
  await test.api.mail.flush();
  return smtp.received.splice(0);
}

async function onlyMail(to: string): Promise<ParsedMail> {
  const mails = await delivered();
  expect(mails.map((mail) => [addressOf(mail.to), mail.subject])).toHaveLength(1);
  const [mail] = mails;
  expect(addressOf(mail?.to)).toBe(to);
  return mail as ParsedMail;
}

const orderLink = (origin: string, path: string, id: string) => `${origin}${path}?id=${id}`;

describe("order mails", { timeout: 60_000 }, () => {
  it("confirms a French order by transfer with lines, totals, IBAN, files date and the order page", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber } = await placeTransferOrder(fr, marie, {
      productId: "fr-posters",
      quantity: 10,
    });
    const mail = await onlyMail("marie.dupont@example.com");
    expect(mail.subject).toBe(`Votre commande ${orderNumber} est enregistrée`);
    const text = mail.text ?? "";
    expect(text).toMatch(/10 × .+\u00a0: \d+,\d\d\s€/);
    // The API's own date for standard posters ordered on Thursday 26 November at 9 h (ADR 092).
    expect(text).toContain("Arrivée prévue : mardi 1er décembre 2026");
    expect(text).toMatch(/Total TTC\u00a0: \d+,\d\d\s€/);
    expect(text).toContain("IBAN : FR76 3000 4000 0312 3456 7890 143");
    expect(text).toContain(`Référence à indiquer : ${orderNumber.replaceAll("-", "")}`);
    expect(text).toContain("avant le jeudi 26 novembre 2026 à 12 h");
    expect(text).toContain(orderLink("http://localhost:3000", "/espace-client/commandes/detail/", orderId));
    expect(mail.html).toContain(
      `href="${orderLink("http://localhost:3000", "/espace-client/commandes/detail/", orderId)}"`,
    );
  });

  it("tells an English customer in English and pounds, with the English order page", async () => {
    const oliver = await signIn(en, "oliver.smith@example.com");
    const address = {
      firstName: "Oliver",
      lastName: "Smith",
      street: "1 High St",
      postalCode: "SW1A 1AA",
      city: "London",
      country: "gb",
    };
    for (const type of ["shipping", "billing"]) {
      expect((await en(oliver, "POST", "/api/v1/customer/address/", { ...address, type })).status).toBe(200);
    }
    const { orderId, orderNumber } = await placeTransferOrder(en, oliver, {
      productId: "en-business-cards",
      quantity: 250,
    });
    const mail = await onlyMail("oliver.smith@example.com");
    expect(mail.subject).toBe(`Your order ${orderNumber} is confirmed`);
    expect(mail.text).toMatch(/Total incl\. VAT: £\d+\.\d\d/);
    expect(mail.text).toContain("IBAN: GB33 BUKB 2020 1555 5555 55");
    expect(mail.text).toContain(orderLink("http://en.localhost:3000", "/my-account/orders/detail/", orderId));
  });

  it("mails payment received, then files needed once a day later, then shipped with the carrier's link", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const admin = await signIn(fr, "admin@presto-impression.example");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(fr, marie);
    await delivered();
    const move = (to: string, extra = {}) =>
      fr(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to, ...extra });

    expect((await move("awaiting_artwork")).status).toBe(200);
    const paid = await onlyMail("marie.dupont@example.com");
    expect(paid.subject).toBe(`Paiement reçu pour la commande ${orderNumber}`);
    expect(paid.text).toMatch(/Il nous manque encore des fichiers/);

    expect(await test.api.jobs.filesNeeded()).toBe(0);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    expect(await test.api.jobs.filesNeeded()).toBe(1);
    const reminder = await onlyMail("marie.dupont@example.com");
    expect(reminder.subject).toBe(`Commande ${orderNumber} : nous attendons vos fichiers`);
    expect(reminder.text).toMatch(/• 10 × /);
    // Once per line: the next runs find nothing new.
    expect(await test.api.jobs.filesNeeded()).toBe(0);
    expect(await delivered()).toHaveLength(0);

    // A day later the sessions have expired: staff sign in again.
    const desk = await signIn(fr, "admin@presto-impression.example");
    const move2 = (to: string, extra = {}) =>
      fr(desk, "POST", "/api/v1/admin/order/transition/", { orderNumber, to, ...extra });
    expect((await move2("file_check")).status).toBe(200);
    // Production waits for the print file (ADR 074).
    expect(errorCode(await move2("in_production"))).toBe("PRODUCTION_NOT_READY");
    const customer = await signIn(fr, "marie.dupont@example.com");
    expect((await uploadPrintFile(test.api, customer, orderId, lineItemId)).status).toBe(200);
    expect((await move2("in_production")).status).toBe(200);
    const noCarrier = await move2("shipped", { trackingNumber: "6A123" });
    expect([noCarrier.status, errorCode(noCarrier)]).toEqual([400, "VALIDATION_ERROR"]);
    const unknown = await move2("shipped", { trackingNumber: "6A123", carrier: "pigeon" });
    expect(unknown.status).toBe(400);
    expect(await delivered()).toHaveLength(0);

    const shipped = dataOf(await move2("shipped", { trackingNumber: "6A123", carrier: "colissimo" })) as {
      shipment: unknown;
    };
    const link = "https://www.laposte.fr/outils/suivre-vos-envois?code=6A123";
    expect(shipped.shipment).toEqual({ carrier: "Colissimo", trackingNumber: "6A123", trackingUrl: link });
    const mail = await onlyMail("marie.dupont@example.com");
    expect(mail.subject).toBe(`Votre commande ${orderNumber} est expédiée`);
    expect(mail.text).toContain("partie avec Colissimo. Numéro de suivi : 6A123.");
    expect(mail.html).toContain(`href="${link}"`);
    const order = dataOf(
      await fr(await signIn(fr, "marie.dupont@example.com"), "GET", `/api/v1/order/${orderId}`),
    ) as { shipment: unknown };
    expect(order.shipment).toEqual({ carrier: "Colissimo", trackingNumber: "6A123", trackingUrl: link });
  });

  it("mails a file the check refused, with the reason", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(fr, marie, {
      productId: "fr-business-cards",
      quantity: 250,
      selectedAttributes: { sides: "4-4" },
      services: [{ key: "PRS-SVC-FILECHECK" }],
    });
    await delivered();
    const form = new FormData();
    form.set("orderId", orderId);
    form.set("lineItemId", lineItemId);
    form.set(
      "file",
      new File([pngFile(300, 300) as Uint8Array<ArrayBuffer>], "logo.png", { type: "image/png" }),
    );
    const response = await test.api.handler(
      new Request("http://commerce.test/api/v1/order/line-item-artwork/", {
        method: "POST",
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${marie}` },
        body: form,
      }),
    );
    expect(response.status).toBe(200);
    const mail = await onlyMail("marie.dupont@example.com");
    expect(mail.subject).toBe(`Commande ${orderNumber} : un fichier est refusé`);
    expect(mail.text).toContain("« logo.png »");
    expect(mail.text).toContain("moins de 600 pixels");
  });

  it("sends one mail for an edit confirmed after several drafts, and one on cancelling", async () => {
    const marie = await signIn(fr, "marie.dupont@example.com");
    const { orderId, orderNumber, lineItemId } = await placeTransferOrder(fr, marie);
    await delivered();
    const draft = async (quantity: number) =>
      (
        dataOf(
          await fr(marie, "POST", "/api/v1/order/edit/item/", {
            orderId,
            lineItem: {
              lineItemId,
              productId: "fr-posters",
              quantity,
              merchantInfo: { selectedPriority: "standard" },
            },
          }),
        ) as { orderEditId: string }
      ).orderEditId;
    await draft(20);
    await draft(30);
    const last = await draft(50);
    expect(await delivered()).toHaveLength(0);
    expect(
      (await fr(marie, "POST", "/api/v1/order/edit/item/finalize/", { orderId, orderEditId: last })).status,
    ).toBe(200);
    const edited = await onlyMail("marie.dupont@example.com");
    expect(edited.subject).toBe(`Votre commande ${orderNumber} est modifiée`);
    expect(edited.text).toMatch(/50 × /);
    expect(edited.text).toMatch(/Il reste \d+,\d\d\s€ à régler/);
    // Not invoiced yet (unpaid): no document to attach.
    expect(edited.attachments).toHaveLength(0);

    expect((await fr(marie, "POST", "/api/v1/order/cancel/", { orderId })).status).toBe(200);
    const cancelled = await onlyMail("marie.dupont@example.com");
    expect(cancelled.subject).toBe(`Votre commande ${orderNumber} est annulée`);
  });

  it("confirms a wallet payment as received, with nothing left to pay", async () => {
    const company = await signIn(fr, "achats@atelier-lumiere.example");
    const { orderId, orderNumber } = await placeTransferOrder(fr, company);
    await delivered();
    const paid = dataOf(
      await fr(company, "POST", "/api/v1/wallet/create-payment-and-transaction/", { orderId }),
    ) as {
      walletPayment: { centAmount: number };
    };
    const mails = await delivered();
    // The company's invoice e-mail gets the invoice too; the buyer gets the payment mail.
    expect(mails.map((one) => [addressOf(one.to), one.subject])).toEqual([
      ["achats@atelier-lumiere.example", `Paiement reçu pour la commande ${orderNumber}`],
      ["compta@atelier-lumiere.example", expect.stringMatching(/^Facture F-\d{4}-\d{6} — commande /)],
    ]);
    const mail = mails[0] as ParsedMail;
    const amount = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(
      paid.walletPayment.centAmount / 100,
    );
    expect(mail.text).toContain(`votre paiement de ${amount} pour la commande`);
    expect(mail.text).not.toContain("IBAN");
  });
});
