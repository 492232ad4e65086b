import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "#contract/cart/payment.schemas";
import { invoicePdf, loadInvoices, staffInvoicePdf } from "../../app/features/invoices/invoices.server";
import { type ProviderEvent, signEvent } from "../../commerce-api/payments/callback.rules";
import { providerSecret } from "../../commerce-api/payments/payments.repository";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "../integration/helpers";
import { placeTransferOrder } from "../integration/orders-fixture";
import { requestContext } from "../support/request-harness";
import { ORIGIN, signedIn, signedInAdmin, statusOf, thrownBy } from "./route-helpers";

/**
 * "My invoices" and the invoice PDFs through the shop (ADR 072): the customer lists and downloads
 * their own; anyone else, a visitor or a malformed id gets a 404; staff download any of the shop's.
 */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(() => new Date("2026-11-26T10:00:00Z"));
});
afterAll(() => test.dispose());

/** Pays the order through the provider's intent and its signed callback, which issues the invoice. */
async function pay(send: Awaited<ReturnType<typeof signedIn>>["send"], token: string, orderId: string) {
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
  const opened = test.openDb();
  const secret = await providerSecret(opened.db).finally(() => opened.close());
  const answer = await call(test.api, "/api/v1/payment/callback/", {
    method: "POST",
    body: JSON.stringify(event),
    headers: { ...TENANT_HEADERS.fr, "x-provider-signature": signEvent(secret, event) },
  });
  expect(answer.status).toBe(200);
}

describe("invoices", () => {
  it("lists a paid order's invoice and serves its PDF to the owner and staff, to nobody else", async () => {
    const marie = await signedIn(test, "marie.dupont@example.com");
    const placed = await placeTransferOrder(marie.send, marie.token);
    await pay(marie.send, marie.token, placed.orderId);
    const invoices = await loadInvoices(marie.context);
    const invoice = invoices.find((candidate) => candidate.orderNumber === placed.orderNumber);
    if (!invoice) throw new Error("paying issued an invoice");

    const url = new URL(`${ORIGIN}/account/invoice?id=${invoice.id}`);
    const pdf = await invoicePdf(marie.context, url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const stranger = await signedIn(test, "achats@atelier-lumiere.example");
    expect((await invoicePdf(stranger.context, url)).status).toBe(404);
    const visitor = await requestContext(test.api);
    expect((await invoicePdf(visitor.context, url)).status).toBe(404);
    expect((await invoicePdf(marie.context, new URL(`${ORIGIN}/account/invoice?id=../x`))).status).toBe(404);

    const admin = await signedInAdmin(test);
    const staffUrl = new URL(`${ORIGIN}/admin/invoice?id=${invoice.id}`);
    expect((await staffInvoicePdf(admin.context, staffUrl)).status).toBe(200);
    expect((await staffInvoicePdf(admin.context, new URL(`${ORIGIN}/admin/invoice?id=%2F`))).status).toBe(
      404,
    );
    expect(statusOf(await thrownBy(() => staffInvoicePdf(marie.context, staffUrl)))).toBe(404);
  });
});
