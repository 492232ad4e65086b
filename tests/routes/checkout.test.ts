import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import { loadCartPage } from "../../app/features/cart/cart.server";
import { walletPlan } from "../../app/features/cart/checkout/wallet-plan";
import { checkoutAction, loadCheckout } from "../../app/features/cart/checkout.server";
import { loadOrderSent } from "../../app/features/cart/order-sent.server";
import { validCartMiddleware } from "../../app/features/cart/valid-cart.server";
import type { Upstream } from "../../app/server/api/api-client.server";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
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
import { type Fault, failing, requestContext, slow } from "../support/request-harness";

/**
 * The checkout screen as the route runs it: the valid-cart middleware, then the loader or the
 * action, against the real embedded API. What the shopper notices: where the order form sends
 * them, what it refuses and why, and that a cart never becomes two orders.
 */
const CHECKOUT = "http://localhost:3000/panier/recapitulatif/";
const MARIE = "marie.dupont@example.com";
const RESELLER = "achats@atelier-lumiere.example";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** The checkout route's pipeline: valid-cart middleware, then `work` as its handler. */
async function atCheckout(harness: Harness, work: () => Promise<unknown>): Promise<unknown> {
  let answer: unknown;
  try {
    await runMiddleware(validCartMiddleware, harness, CHECKOUT, async () => {
      answer = await work();
      return new Response(null);
    });
  } catch (error) {
    return error;
  }
  return answer;
}

async function shopperAtCheckout(email = MARIE, options = {}) {
  const shopper = await signedInShopper(api, email, options);
  await addProductToCart(shopper.harness);
  const book = shopper.customer.customerAddresses;
  const fields = {
    shippingAddressId: book.defaultShippingAddressId ?? "",
    billingAddressId: book.defaultBillingAddressId ?? "",
    sender: "default",
    paymentMethod: "bank_transfer",
  };
  const submit = (extra: Record<string, string> = {}, harness = shopper.harness) =>
    atCheckout(harness, () => checkoutAction(harness.context, formPost(CHECKOUT, { ...fields, ...extra })));
  return { ...shopper, fields, submit };
}

/** An upstream failing only the calls whose path ends with `suffix` (cart ids aren't known ahead). */
function failingOnly(suffix: string, fault: Fault) {
  return (upstream: Upstream): Upstream => {
    const failed = failing("/", fault)(upstream);
    return (request) =>
      new URL(request.url).pathname.endsWith(suffix) ? failed(request) : upstream(request);
  };
}

/** Sets a demo account's wallet balance, as if it had been spent down to it. */
async function setWalletCredit(email: string, cents: number) {
  const opened = api.openDb();
  try {
    await opened.db
      .updateTable("customers")
      .set({ wallet_credit_cents: cents })
      .where("email", "=", email)
      .execute();
  } finally {
    await opened.close();
  }
}

async function orderCount(shopper: Awaited<ReturnType<typeof signedInShopper>>) {
  const answer = await shopper.send(shopper.token, "GET", "/api/v1/orders?limit=100");
  return (dataOf(answer) as { orders: unknown[] }).orders.length;
}

describe("checkout screen", () => {
  it("shows the cart's totals and the address book, the defaults chosen", async () => {
    const { harness, customer } = await shopperAtCheckout();
    const page = (await atCheckout(harness, () =>
      loadCheckout(harness.context, new URL(`${CHECKOUT}?address=saved`)),
    )) as Awaited<ReturnType<typeof loadCheckout>>;
    expect(page.lineCount).toBeGreaterThan(0);
    expect(page.lines).toHaveLength(page.lineCount);
    expect(page.summary.totalInclTax).toBeGreaterThan(page.summary.totalExclTax);
    // The money trail: goods and delivery add up to the total the order will charge.
    const { itemsExclTax, shipping, totalExclTax } = page.summary;
    expect((itemsExclTax ?? 0) + (shipping?.exclTax ?? 0)).toBe(totalExclTax);
    expect(page.totalInclTax).toBe(page.summary.totalInclTax);
    expect(page.defaultShippingId).toBe(customer.customerAddresses.defaultShippingAddressId);
    expect(page.shippingAddresses.length).toBeGreaterThan(0);
    expect(page.cartPath).toBe("/panier/");
    expect(page.addressSaved).toBe(true);
    // Marie has no wallet: no wallet payment offered.
    expect(page.walletCredit).toBeNull();
  });

  it("offers a premium reseller their wallet credit", async () => {
    const { harness } = await shopperAtCheckout(RESELLER);
    const page = (await atCheckout(harness, () =>
      loadCheckout(harness.context, new URL(CHECKOUT)),
    )) as Awaited<ReturnType<typeof loadCheckout>>;
    expect(page.walletCredit).toBe(25_000);
  });

  it("sends an empty cart back to the cart screen", async () => {
    const visitor = await requestContext(api.api);
    const answer = await atCheckout(visitor, () => loadCheckout(visitor.context, new URL(CHECKOUT)));
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/panier/");
  });
});

describe("placing the order", () => {
  it("by bank transfer lands on the order-sent page of that order, and empties the cart", async () => {
    const shopper = await shopperAtCheckout();
    const before = await orderCount(shopper);
    const answer = await shopper.submit({ sender: "custom", customSenderName: "Atelier Dupont" });
    expect(statusOf(answer)).toBe(303);
    const location = new URL(locationOf(answer) ?? "", "http://localhost:3000");
    expect(location.pathname).toBe("/panier/commande-envoyee/");
    const orderId = location.searchParams.get("order");
    expect(await orderCount(shopper)).toBe(before + 1);
    expect(
      (await loadCartPage(shopper.harness.context, new URL("http://localhost:3000/panier/"))).lines,
    ).toEqual([]);
    // The order-sent page shows it, from the URL and (after a reload without it) from the session.
    const sent = await loadOrderSent(shopper.harness.context, location);
    expect(sent.id).toBe(orderId);
    const remembered = await loadOrderSent(
      shopper.harness.context,
      new URL("http://localhost:3000/panier/commande-envoyee/"),
    );
    expect(remembered.id).toBe(orderId);
  });

  it("refuses an incomplete form with the reasons, and places nothing", async () => {
    const shopper = await shopperAtCheckout();
    const before = await orderCount(shopper);
    const noPayment = (await shopper.submit({ paymentMethod: "" })) as { data: { errors: object } };
    expect(statusOf(noPayment)).toBe(400);
    expect(noPayment.data.errors).toEqual({ paymentMethod: "checkout:error.paymentRequired" });
    const noSenderName = (await shopper.submit({ sender: "custom", customSenderName: " " })) as {
      data: { errors: object };
    };
    expect(statusOf(noSenderName)).toBe(400);
    expect(noSenderName.data.errors).toEqual({ customSenderName: "checkout:error.customSenderName" });
    expect(await orderCount(shopper)).toBe(before);
  });

  it("an address no longer in the book is named as gone", async () => {
    const shopper = await shopperAtCheckout();
    const before = await orderCount(shopper);
    const answer = (await shopper.submit({ shippingAddressId: "no-such-address" })) as {
      data: { errors: Record<string, string> };
    };
    expect(statusOf(answer)).toBe(400);
    expect(answer.data.errors.shippingAddressId).toBe("checkout:error.addressGone");
    expect(await orderCount(shopper)).toBe(before);
  });

  it("an order the API refuses (the cart emptied in another tab) says why, with the API's status", async () => {
    const emptied =
      (upstream: Upstream): Upstream =>
      async (request) =>
        new URL(request.url).pathname.endsWith("/checkout/")
          ? Response.json({ status: "error", code: "CART_EMPTY", message: "empty" }, { status: 409 })
          : upstream(request);
    const shopper = await shopperAtCheckout(MARIE, { wrap: emptied });
    const answer = (await shopper.submit()) as { data: { errors: object } };
    expect(statusOf(answer)).toBe(409);
    expect(answer.data.errors).toEqual({ form: "checkout:error.empty" });
  });

  it("an order service that fails shows the checkout again with an alert, and nothing is ordered", async () => {
    // The checkout call itself, or the address update that comes before it.
    for (const [fault, call] of [
      ["503", "/checkout/"],
      ["reset", "/checkout/"],
      ["garbage", "/checkout/"],
      ["503", "/item/address/"],
    ] as const) {
      const shopper = await shopperAtCheckout(MARIE, { wrap: failingOnly(call, fault) });
      const before = await orderCount(shopper);
      const answer = (await shopper.submit()) as { data: { errors: object } };
      expect([502, 503], `${fault} ${call}`).toContain(statusOf(answer));
      expect(answer.data.errors, `${fault} ${call}`).toEqual({ form: "checkout:error.unavailable" });
      expect(await orderCount(shopper)).toBe(before);
    }
  });

  it("a form sent again after a timeout reuses its key: still one order", async () => {
    const shopper = await shopperAtCheckout(MARIE, { timeoutMs: 200, wrap: slow(/\/checkout\/$/, 600, 2) });
    const before = await orderCount(shopper);
    // Both the call and its replay answer too late: the shopper sees an error and submits again.
    const first = (await shopper.submit()) as { data: { errors: object } };
    expect(statusOf(first)).toBe(504);
    // The checkout again, not the error page: the shopper is told to send the form again.
    expect(first.data.errors).toEqual({ form: "checkout:error.timedOut" });
    const key = shopper.harness.state.session.pendingCheckout?.key;
    expect(key).toBeTruthy();
    const again = await shopper.submit();
    expect(statusOf(again)).toBe(303);
    expect(await orderCount(shopper)).toBe(before + 1);
    expect(shopper.harness.state.session.pendingCheckout).toBeNull();
  });

  it("coming back to an emptied cart after a lost answer shows the order placed", async () => {
    const shopper = await shopperAtCheckout();
    const cartId = (await loadCartPage(shopper.harness.context, new URL(CHECKOUT))).cartId;
    const key = crypto.randomUUID();
    // The order is placed under a key whose answer the storefront never saw.
    const placed = await shopper.harness.state.api.call(orderEndpoints.checkout, {
      params: { id: cartId },
      idempotencyKey: key,
      body: {
        sender_type: "default",
        user_notes: { invoiceRequested: false },
        shippingAddressId: shopper.fields.shippingAddressId,
        billingAddressId: shopper.fields.billingAddressId,
      },
    });
    shopper.harness.state.session.pendingCheckout = { cartId, key };
    const answer = await atCheckout(shopper.harness, () =>
      loadCheckout(shopper.harness.context, new URL(CHECKOUT)),
    );
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe(`/panier/commande-envoyee/?order=${placed.id}`);
  });

  it("pays from the reseller's wallet", async () => {
    const shopper = await shopperAtCheckout(RESELLER);
    const paid = await shopper.submit({ paymentMethod: "wallet" });
    expect(statusOf(paid)).toBe(303);
    const location = new URL(locationOf(paid) ?? "", "http://localhost:3000");
    expect(location.searchParams.has("wallet")).toBe(false);
    const order = await loadOrderSent(shopper.harness.context, location);
    expect(order.currentOrderAlreadyPaid).toBeGreaterThan(0);
  });

  it("a short wallet pays what checkout said it would, and the rest stays due by transfer", async () => {
    await setWalletCredit(RESELLER, 1_000);
    const shopper = await shopperAtCheckout(RESELLER);
    const page = (await atCheckout(shopper.harness, () =>
      loadCheckout(shopper.harness.context, new URL(CHECKOUT)),
    )) as Awaited<ReturnType<typeof loadCheckout>>;
    const plan = walletPlan(page.walletCredit ?? 0, page.totalInclTax);
    expect(plan).toEqual({ kind: "short", paysCent: 1_000, dueCent: page.totalInclTax - 1_000 });
    const paid = await shopper.submit({ paymentMethod: "wallet" });
    const order = await loadOrderSent(
      shopper.harness.context,
      new URL(locationOf(paid) ?? "", "http://localhost:3000"),
    );
    expect([order.currentOrderAlreadyPaid, order.currentOrderAmountStillToPay]).toEqual([
      plan.kind === "short" ? plan.paysCent : -1,
      plan.kind === "short" ? plan.dueCent : -1,
    ]);
    // Now empty: still said at checkout (credit 0), no longer something that can pay.
    const again = await shopperAtCheckout(RESELLER);
    const empty = (await atCheckout(again.harness, () =>
      loadCheckout(again.harness.context, new URL(CHECKOUT)),
    )) as Awaited<ReturnType<typeof loadCheckout>>;
    expect(empty.walletCredit).toBe(0);
  });

  it("without a wallet the order still stands, and the order-sent page says the wallet failed", async () => {
    const shopper = await shopperAtCheckout();
    const before = await orderCount(shopper);
    const answer = await shopper.submit({ paymentMethod: "wallet" });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toMatch(/^\/panier\/commande-envoyee\/\?order=.+&wallet=failed$/);
    expect(await orderCount(shopper)).toBe(before + 1);
  });

  it("a wallet service that is down leaves the order placed and says the wallet failed", async () => {
    const shopper = await shopperAtCheckout(RESELLER, { wrap: failing("/api/v1/wallet/", "503") });
    const answer = await shopper.submit({ paymentMethod: "wallet" });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toMatch(/wallet=failed$/);
  });
});

describe("the order-sent page", () => {
  it("is a 404 for someone else's order or a malformed id", async () => {
    const shopper = await shopperAtCheckout();
    const placed = await shopper.submit();
    const url = new URL(locationOf(placed) ?? "", "http://localhost:3000");
    const stranger = await signedInShopper(api, RESELLER);
    expect(statusOf(await thrown(() => loadOrderSent(stranger.harness.context, url)))).toBe(404);
    const malformed = new URL("http://localhost:3000/panier/commande-envoyee/?order=../../etc");
    expect(statusOf(await thrown(() => loadOrderSent(stranger.harness.context, malformed)))).toBe(404);
  });
});
