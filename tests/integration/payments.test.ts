import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIntentSchema } from "#contract/cart/payment.schemas";
import { orderSchema } from "#contract/orders/order.schemas";
import { type ProviderEvent, signEvent } from "../../commerce-api/payments/callback.rules";
import { providerSecret } from "../../commerce-api/payments/payments.repository";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, signIn } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = (token: string | null, method: string, path: string, body?: unknown, headers = {}) =>
  call(test.api, path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
const tokenFor = (email: string) => signIn(send, email);
const orderFor = async (token: string) => (await placeTransferOrder(send, token)).orderId;

async function secret() {
  const opened = test.openDb();
  try {
    return await providerSecret(opened.db);
  } finally {
    await opened.close();
  }
}

const order = async (token: string, id: string) =>
  orderSchema.parse(dataOf(await send(token, "GET", `/api/v1/order/${id}`)));

describe("payment intents and provider callbacks", () => {
  it("books a signed callback once; a wrong amount, a forged signature or a replay change nothing", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const orderId = await orderFor(token);
    const before = await order(token, orderId);
    const intent = paymentIntentSchema.parse(
      dataOf(
        await send(token, "POST", "/api/v1/payment/intent/", {
          orderId,
          method: "card",
          returnPath: "/panier/paiement/",
        }),
      ),
    );
    expect(intent).toMatchObject({
      status: "requires_action",
      amount: { centAmount: before.currentOrderAmountStillToPay },
    });
    expect(intent.redirectUrl).toBe(`/api/v1/payment-provider/card/${intent.id}/`);

    const key = await secret();
    const event: ProviderEvent = {
      eventId: `evt_${crypto.randomUUID()}`,
      intentId: intent.id,
      orderId,
      amountCent: intent.amount.centAmount,
      currencyCode: "EUR",
      status: "succeeded",
    };
    const deliver = (payload: ProviderEvent, signature: string) =>
      send(null, "POST", "/api/v1/payment/callback/", payload, { "x-provider-signature": signature });

    const cheaper = { ...event, amountCent: 1 };
    expect((await deliver(cheaper, signEvent(key, cheaper))).status).toBe(400);
    expect((await deliver(event, "0".repeat(64))).status).toBe(400);
    expect((await order(token, orderId)).currentOrderAlreadyPaid).toBe(0);

    expect(dataOf(await deliver(event, signEvent(key, event)))).toEqual({ applied: true });
    expect(dataOf(await deliver(event, signEvent(key, event)))).toEqual({ applied: false });
    const paid = await order(token, orderId);
    expect(paid.currentOrderAmountStillToPay).toBe(0);
    expect(paid.status).toBe("awaiting_artwork");
    // Paid in full: nothing left to choose a payment method for.
    expect(before.allowedPaymentMethods).toEqual(["bank_transfer", "card", "paypal", "sepa"]);
    expect(paid.allowedPaymentMethods).toEqual([]);

    // Nothing left to pay: no new intent, and the method can no longer be reset.
    const again = await send(token, "POST", "/api/v1/payment/intent/", {
      orderId,
      method: "paypal",
      returnPath: "/x/",
    });
    expect([again.status, errorCode(again)]).toEqual([409, "ORDER_NOT_PAYABLE"]);
    const reset = await send(token, "POST", "/api/v1/order/edit/payment/reset-method/", { orderId });
    expect([reset.status, errorCode(reset)]).toEqual([409, "ORDER_NOT_PAYABLE"]);
  });

  it("keeps intents and orders to their owner and return paths inside the shop", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const atelier = await tokenFor("achats@atelier-lumiere.example");
    const orderId = await orderFor(marie);
    const foreign = await send(atelier, "POST", "/api/v1/payment/intent/", {
      orderId,
      method: "card",
      returnPath: "/p/",
    });
    expect(foreign.status).toBe(404);
    for (const returnPath of ["//evil.example/", "https://evil.example/", "/\\evil.example"]) {
      const open = await send(marie, "POST", "/api/v1/payment/intent/", {
        orderId,
        method: "card",
        returnPath,
      });
      expect(open.status).toBe(400);
    }
    const intent = paymentIntentSchema.parse(
      dataOf(
        await send(marie, "POST", "/api/v1/payment/intent/", { orderId, method: "sepa", returnPath: "/p/" }),
      ),
    );
    expect((await send(atelier, "GET", `/api/v1/payment/intent/${intent.id}`)).status).toBe(404);
    // Resetting the method abandons the waiting intent; the order is back to bank transfer.
    const reset = orderSchema.parse(
      dataOf(await send(marie, "POST", "/api/v1/order/edit/payment/reset-method/", { orderId })),
    );
    expect(reset.bankTransfer).not.toBeNull();
    const abandoned = paymentIntentSchema.parse(
      dataOf(await send(marie, "GET", `/api/v1/payment/intent/${intent.id}`)),
    );
    expect(abandoned.status).toBe("cancelled");
    expect(abandoned.redirectUrl).toBeNull();
  });
});
