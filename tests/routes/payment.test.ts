import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutAction } from "../../app/features/cart/checkout.server";
import { loadPaymentResult, paymentAction } from "../../app/features/cart/payment.server";
import { validCartMiddleware } from "../../app/features/cart/valid-cart.server";
import { proxyApiRequest } from "../../app/server/api-proxy.server";
import type { FormResult } from "../../app/server/form-errors";
import { createTestApi, type TestApi } from "../integration/helpers";
import {
  addProductToCart,
  formPost,
  type Harness,
  locationOf,
  runMiddleware,
  signedInShopper,
  statusOf,
  thrown,
} from "../support/checkout-shopper";
import { failing, type HarnessOptions } from "../support/request-harness";

/**
 * Paying by card (ADR 012) as the shopper goes through it: checkout sends them to the provider's
 * page, the provider sends them back, the result screen reads the outcome from the API. The
 * provider's own pages are reached through the storefront's /api/v1 proxy, as in the browser.
 */
const ORIGIN = "http://localhost:3000";
const CHECKOUT = `${ORIGIN}/panier/recapitulatif/`;
const RESULT = `${ORIGIN}/panier/paiement/`;
const DECLINED = "4000 0000 0000 0002";
const ACCEPTED = "4242 4242 4242 4242";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** Marie checks out her cart with `paymentMethod`; answers the action's response. */
async function checkout(paymentMethod: string, options: HarnessOptions = {}) {
  const shopper = await signedInShopper(api, "marie.dupont@example.com", options);
  await addProductToCart(shopper.harness);
  const book = shopper.customer.customerAddresses;
  let answer: unknown;
  await runMiddleware(validCartMiddleware, shopper.harness, CHECKOUT, async () => {
    answer = await checkoutAction(
      shopper.harness.context,
      formPost(CHECKOUT, {
        shippingAddressId: book.defaultShippingAddressId ?? "",
        billingAddressId: book.defaultBillingAddressId ?? "",
        sender: "default",
        paymentMethod,
      }),
    );
    return new Response(null);
  });
  return { ...shopper, answer };
}

/** The card form on the provider's page, posted through the storefront's API proxy. */
async function payOnProviderPage(harness: Harness, providerPath: string, number: string) {
  const url = new URL(providerPath, ORIGIN);
  const request = formPost(url.href, { holder: "Marie Dupont", number, expiry: "12/39", cvc: "123" });
  const response = await proxyApiRequest(request, url, harness.context);
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "", ORIGIN);
}

describe("paying by card", () => {
  it("checkout sends the payer to the provider's page as a full document load", async () => {
    const { answer } = await checkout("card");
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toMatch(/^\/api\/v1\/payment-provider\/card\/[^/]+\/$/);
    expect((answer as Response).headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("a refused card comes back to the payment result screen, which offers to pay again", async () => {
    const { answer, harness } = await checkout("card");
    const back = await payOnProviderPage(harness, locationOf(answer) ?? "", DECLINED);
    expect(back.pathname).toBe("/panier/paiement/");
    const result = await loadPaymentResult(harness.context, back);
    expect(result.outcome).toBe("failed");
    expect(result.screen).toBe("paymentResult");
    expect(result.next.detailPath).toBe(`/espace-client/commandes/detail/?id=${result.order.id}`);

    // Paying again: a new intent, and this time the card goes through.
    const again = await paymentAction(
      harness.context,
      formPost(RESULT, { intent: "pay", orderId: result.order.id, method: "card" }),
    );
    expect(statusOf(again)).toBe(303);
    const paid = await payOnProviderPage(harness, locationOf(again as Response) ?? "", ACCEPTED);
    const settled = await loadPaymentResult(harness.context, paid);
    expect(settled.outcome).toBe("paid");
    expect(settled.screen).toBe("thankYou");
    // Paid, the print file is what is left to do.
    expect(settled.next.uploadPath).toBe(`/espace-client/commandes/fichiers/?id=${result.order.id}`);
    expect(harness.state.session.lastPayedOrder).not.toBeNull();
  });

  it("the outcome comes from the API, not the URL: an intent of another order is a 404", async () => {
    const first = await checkout("card");
    const firstBack = await payOnProviderPage(first.harness, locationOf(first.answer) ?? "", DECLINED);
    const second = await checkout("card");
    // The second order with the first order's intent: a hand-edited return URL.
    const mixed = new URL(RESULT);
    mixed.searchParams.set("order", second.harness.state.session.lastCreatedOrderId ?? "");
    mixed.searchParams.set("intent", firstBack.searchParams.get("intent") ?? "");
    expect(statusOf(await thrown(() => loadPaymentResult(second.harness.context, mixed)))).toBe(404);
  });

  it("without an order in the URL, shows the last order placed in this session", async () => {
    const { harness } = await checkout("bank_transfer");
    const result = await loadPaymentResult(harness.context, new URL(RESULT));
    expect(result.order.id).toBe(harness.state.session.lastCreatedOrderId);
    expect(result.outcome).toBe("awaiting_transfer");
    expect(result.screen).toBe("thankYou");
  });

  it("a provider that can't be reached leaves the order placed, on its result screen", async () => {
    const { answer, harness } = await checkout("card", { wrap: failing("/api/v1/payment/intent/", "503") });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`/panier/paiement/?order=${harness.state.session.lastCreatedOrderId}`);
  });
});

describe("payment action", () => {
  it("refuses a malformed form with 400", async () => {
    const { harness } = await signedInShopper(api, "marie.dupont@example.com");
    const answer = await paymentAction(
      harness.context,
      formPost(RESULT, { intent: "pay", orderId: "../x", method: "card" }),
    );
    expect(statusOf(answer)).toBe(400);
  });

  it("paying someone else's (or no) order says it is gone", async () => {
    const { harness } = await signedInShopper(api, "achats@atelier-lumiere.example");
    const answer = (await paymentAction(
      harness.context,
      formPost(RESULT, { intent: "pay", orderId: "no-such-order", method: "paypal" }),
    )) as unknown as { data: FormResult };
    expect(statusOf(answer)).toBe(404);
    expect(answer.data.errors.form).toBe("checkout:result.error.gone");
  });

  it("drops the chosen method and lands on the order's detail page", async () => {
    const { harness } = await checkout("bank_transfer");
    const orderId = harness.state.session.lastCreatedOrderId ?? "";
    const answer = await paymentAction(harness.context, formPost(RESULT, { intent: "resetMethod", orderId }));
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`/espace-client/commandes/detail/?id=${orderId}&done=payment-reset`);
  });

  it("an order already paid can't be paid again", async () => {
    const { answer, harness } = await checkout("card");
    await payOnProviderPage(harness, locationOf(answer) ?? "", ACCEPTED);
    const orderId = harness.state.session.lastCreatedOrderId ?? "";
    const again = (await paymentAction(
      harness.context,
      formPost(RESULT, { intent: "pay", orderId, method: "card" }),
    )) as unknown as { data: FormResult };
    expect(statusOf(again)).toBe(409);
    expect(again.data.errors.form).toBe("checkout:result.error.notPayable");
  });
});
