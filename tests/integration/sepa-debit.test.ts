import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "#contract/cart/payment.schemas";
import { orderSchema } from "#contract/orders/order.schemas";
import { createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { placeTransferOrder, sender, signIn } from "./orders-fixture";

/**
 * A signed SEPA mandate is a debit still to come (issue 36 §4, ADR 076): the intent and the order say
 * on which day the account is debited, and the order stops saying so once that day is over.
 */

let test: TestApi;
let now = new Date("2026-11-26T10:00:00Z"); // a Thursday
beforeAll(async () => {
  test = await createTestApi(() => now);
}, 60_000);
afterAll(() => test.dispose());

const send = sender(() => test);

/** The payer signs the mandate on the provider's page, as its form posts it. */
async function signMandate(intentId: string) {
  const response = await test.api.handler(
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
  expect(response.status).toBe(303);
}

describe("a signed SEPA mandate", () => {
  it("is a debit pending until the second TARGET business day, on the intent and the order", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId } = await placeTransferOrder(send, marie);
    const intent = paymentIntentSchema.parse(
      dataOf(
        await send(marie, "POST", "/api/v1/payment/intent/", { orderId, method: "sepa", returnPath: "/p/" }),
      ),
    );
    expect(intent.mandate).toBeNull();
    await signMandate(intent.id);

    const signed = paymentIntentSchema.parse(
      dataOf(await send(marie, "GET", `/api/v1/payment/intent/${intent.id}`)),
    );
    // Thursday → Monday: the weekend doesn't count.
    expect(signed.mandate).toMatchObject({ maskedIban: "FR76 **** **** 0189", debitOn: "2026-11-30" });
    const order = orderSchema.parse(dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`)));
    expect(order.pendingDebit).toEqual({
      amount: { centAmount: order.taxedPrice.centAmount, currencyCode: "EUR" },
      reference: signed.mandate?.reference,
      maskedIban: "FR76 **** **** 0189",
      debitOn: "2026-11-30",
    });

    // Still pending on its day; over the day after (signed in again: days later, the token has expired).
    const pendingAt = async (at: string) => {
      now = new Date(at);
      const token = await signIn(send, "marie.dupont@example.com");
      return orderSchema.parse(dataOf(await send(token, "GET", `/api/v1/order/${orderId}`))).pendingDebit;
    };
    expect(await pendingAt("2026-11-30T21:00:00Z")).not.toBeNull();
    expect(await pendingAt("2026-12-01T08:00:00Z")).toBeNull();
  });

  it("is no pending debit on an order paid otherwise", async () => {
    now = new Date("2026-11-26T10:00:00Z");
    const marie = await signIn(send, "marie.dupont@example.com");
    const { orderId } = await placeTransferOrder(send, marie);
    expect(
      orderSchema.parse(dataOf(await send(marie, "GET", `/api/v1/order/${orderId}`))).pendingDebit,
    ).toBeNull();
  });
});
