import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { cartSchema } from "#contract/cart/cart.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

async function tokenFor(email: string) {
  const answer = await call(test.api, "/api/v1/auth/login/", {
    method: "POST",
    headers: TENANT_HEADERS.fr,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return tokenPairSchema.parse(dataOf(answer)).access_token;
}

const send = (token: string | null, method: string, path: string, body?: unknown) =>
  call(test.api, path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

const item = {
  productId: "fr-business-cards",
  quantity: 250,
  merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
};

async function addressIds(token: string) {
  let customer = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")));
  if (!customer.customerAddresses.defaultShippingAddressId) {
    const address = {
      firstName: "Marie",
      lastName: "Dupont",
      street: "12 rue des Lilas",
      postalCode: "75011",
      city: "Paris",
      country: "fr",
    };
    await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "shipping" });
    customer = customerSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "billing" })),
    );
  }
  return {
    shippingAddressId: customer.customerAddresses.defaultShippingAddressId as string,
    billingAddressId: customer.customerAddresses.defaultBillingAddressId as string,
  };
}

describe("login hand-over and checkout", () => {
  it("hands the anonymous cart over at login, then places exactly one order however often it is submitted", async () => {
    const anonymousUserId = `anon-${crypto.randomUUID()}`;
    const anonymous = cartSchema.parse(
      dataOf(await send(null, "POST", "/api/v1/cart", cartBody(anonymousUserId))),
    );
    await send(null, "PUT", `/api/v1/cart/${anonymous.id}/item`, item);

    const token = await tokenFor("marie.dupont@example.com");
    const newClient = async () =>
      customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/"))).customerMetadata
        .user_newclient;
    expect(await newClient()).toBe(true);
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(anonymousUserId))),
    );
    expect(cart.lineItemCount).toBe(1);
    expect(cart.customerId).not.toBeNull();
    // The anonymous visitor no longer sees that cart.
    const after = cartSchema.parse(
      dataOf(await send(null, "POST", "/api/v1/cart", cartBody(anonymousUserId))),
    );
    expect(after.id).not.toBe(cart.id);
    expect(after.lineItemCount).toBe(0);

    const body = {
      ...(await addressIds(token)),
      sender_type: "default",
      user_notes: { invoiceRequested: true },
    };
    const [first, second] = await Promise.all([
      send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, body),
      send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, body),
    ]);
    const one = dataOf(first) as { id: string; orderNumber: string };
    const two = dataOf(second) as { id: string; orderNumber: string };
    expect(one.id).toBe(two.id);
    expect(one.orderNumber).toMatch(/^PI-\d{4}-\d{6}$/);
    // From the first order on she is an existing client (the login hand-over's newClient/oldClient flag).
    expect(await newClient()).toBe(false);

    const order = dataOf(await send(token, "GET", `/api/v1/order/${one.id}`)) as Record<string, unknown>;
    expect(order).toMatchObject({
      orderNumber: one.orderNumber,
      isDeferredPayment: true,
      currentOrderAlreadyPaid: 0,
      currentOrderAmountStillToPay: cart.taxedPrice.centAmount,
      taxedPrice: cart.taxedPrice,
    });
    // The ordered cart is closed; the customer gets a fresh one.
    expect((await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, item)).status).toBe(409);
    const fresh = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(anonymousUserId))),
    );
    expect(fresh.id).not.toBe(cart.id);
  });

  it("keeps carts and orders to their owner", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const atelier = await tokenFor("achats@atelier-lumiere.example");
    const cart = cartSchema.parse(
      dataOf(await send(marie, "POST", "/api/v1/cart", cartBody(`a-${crypto.randomUUID()}`))),
    );
    expect((await send(atelier, "PUT", `/api/v1/cart/${cart.id}/item`, item)).status).toBe(404);
    expect((await send(null, "PUT", `/api/v1/cart/${cart.id}/item`, item)).status).toBe(404);
    await send(marie, "PUT", `/api/v1/cart/${cart.id}/item`, item);
    const placed = dataOf(
      await send(marie, "POST", `/api/v1/cart/${cart.id}/checkout/`, { ...(await addressIds(marie)) }),
    ) as { id: string };
    expect((await send(atelier, "GET", `/api/v1/order/${placed.id}`)).status).toBe(404);
    expect((await send(null, "GET", `/api/v1/order/${placed.id}`)).status).toBe(401);
  });

  it("refuses an empty cart, unknown addresses and a custom sender without a name", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`b-${crypto.randomUUID()}`))),
    );
    const ids = await addressIds(token);
    expect((await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, ids)).status).toBe(409);
    await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, item);
    expect(
      (await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, { ...ids, shippingAddressId: "nope" }))
        .status,
    ).toBe(400);
    expect(
      (await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, { ...ids, sender_type: "custom" }))
        .status,
    ).toBe(400);
  });
});

describe("order list and cancellation", () => {
  it("lists, filters and searches the customer's orders; cancels once, before production only", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`c-${crypto.randomUUID()}`))),
    );
    await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, { ...item, jobName: "Salon Nantes" });
    const placed = dataOf(
      await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, await addressIds(token)),
    ) as { id: string; orderNumber: string };

    const listed = async (query: string) =>
      (
        dataOf(await send(token, "GET", `/api/v1/orders/${query}`)) as { orders: { id: string }[] }
      ).orders.map((o) => o.id);
    expect(await listed("")).toContain(placed.id);
    expect(await listed("?q=nantes")).toEqual([placed.id]);
    expect(await listed(`?q=${placed.orderNumber}`)).toEqual([placed.id]);
    expect(await listed("?status=shipped")).not.toContain(placed.id);
    expect((await send(token, "GET", "/api/v1/orders/?status=lost")).status).toBe(400);

    const other = await tokenFor("achats@atelier-lumiere.example");
    expect((await send(other, "POST", "/api/v1/order/cancel/", { orderId: placed.id })).status).toBe(404);
    const cancelled = dataOf(await send(token, "POST", "/api/v1/order/cancel/", { orderId: placed.id })) as {
      status: string;
      history: { to: string }[];
      cancellable: boolean;
    };
    expect(cancelled).toMatchObject({ status: "cancelled", cancellable: false });
    expect(cancelled.history.map((event) => event.to)).toEqual(["awaiting_payment", "cancelled"]);
    expect((await send(token, "POST", "/api/v1/order/cancel/", { orderId: placed.id })).status).toBe(409);
    expect(await listed("?status=cancelled")).toContain(placed.id);
  });
});

describe("order editing", () => {
  async function order(token: string, quantity: number) {
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`e-${crypto.randomUUID()}`))),
    );
    const put = dataOf(await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, { ...item, quantity })) as {
      lineItemId: string;
    };
    const placed = dataOf(
      await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, await addressIds(token)),
    ) as { id: string };
    return { orderId: placed.id, lineItemId: put.lineItemId };
  }
  const edit = (token: string, orderId: string, lineItemId: string, quantity: number) =>
    send(token, "POST", "/api/v1/order/edit/item/", { orderId, lineItem: { ...item, lineItemId, quantity } });

  it("drafts a repriced line, finalizes it once, and asks for the difference", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const { orderId, lineItemId } = await order(token, 250);
    const before = dataOf(await send(token, "GET", `/api/v1/order/${orderId}`)) as {
      taxedPrice: { centAmount: number };
    };
    const draft = dataOf(await edit(token, orderId, lineItemId, 1000)) as {
      orderEditId: string;
      orderDto: { taxedPrice: { centAmount: number }; settlement: { additionalPaymentCent: number } };
    };
    expect(draft.orderDto.taxedPrice.centAmount).toBeGreaterThan(before.taxedPrice.centAmount);
    // Nothing changes until the draft is finalized.
    const unchanged = dataOf(await send(token, "GET", `/api/v1/order/${orderId}`)) as {
      taxedPrice: { centAmount: number };
    };
    expect(unchanged.taxedPrice.centAmount).toBe(before.taxedPrice.centAmount);

    const finalize = () =>
      send(token, "POST", "/api/v1/order/edit/item/finalize", { orderId, orderEditId: draft.orderEditId });
    const done = dataOf(await finalize()) as {
      taxedPrice: { centAmount: number };
      currentOrderAmountStillToPay: number;
    };
    expect(done.taxedPrice.centAmount).toBe(draft.orderDto.taxedPrice.centAmount);
    expect(done.currentOrderAmountStillToPay).toBe(done.taxedPrice.centAmount);
    expect((await finalize()).status).toBe(409);
  });

  it("credits the wallet when a paid order gets cheaper; refuses stale drafts, strangers and bad lines", async () => {
    const token = await tokenFor("achats@atelier-lumiere.example");
    const { orderId, lineItemId } = await order(token, 500);
    await send(token, "POST", "/api/v1/wallet/create-payment-and-transaction", { orderId });
    const paid = dataOf(await send(token, "GET", `/api/v1/order/${orderId}`)) as {
      taxedPrice: { centAmount: number };
      status: string;
    };
    expect(paid.status).toBe("awaiting_artwork");
    const walletBefore = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")))
      .customerWalletCredit.centAmount;

    const cheaper = dataOf(await edit(token, orderId, lineItemId, 100)) as { orderEditId: string };
    const stale = dataOf(await edit(token, orderId, lineItemId, 250)) as { orderEditId: string };
    const done = dataOf(
      await send(token, "POST", "/api/v1/order/edit/item/finalize", {
        orderId,
        orderEditId: cheaper.orderEditId,
      }),
    ) as {
      taxedPrice: { centAmount: number };
      settlement: { walletIncreaseCent: number };
      currentOrderAmountStillToPay: number;
      invoices: { kind: string; reason: string; number: string; total: { centAmount: number } }[];
    };
    expect(done.settlement.walletIncreaseCent).toBe(paid.taxedPrice.centAmount - done.taxedPrice.centAmount);
    // The issued invoice stays as it was; the difference is a credit note (ADR 072).
    expect(
      done.invoices.map((document) => [document.kind, document.reason, document.total.centAmount]),
    ).toEqual([
      ["invoice", "payment", paid.taxedPrice.centAmount],
      ["credit_note", "edit", done.settlement.walletIncreaseCent],
    ]);
    expect(done.currentOrderAmountStillToPay).toBe(0);
    const walletAfter = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")))
      .customerWalletCredit.centAmount;
    expect(walletAfter - walletBefore).toBe(done.settlement.walletIncreaseCent);
    expect(
      (
        await send(token, "POST", "/api/v1/order/edit/item/finalize", {
          orderId,
          orderEditId: stale.orderEditId,
        })
      ).status,
    ).toBe(409);

    const marie = await tokenFor("marie.dupont@example.com");
    expect((await edit(marie, orderId, lineItemId, 250)).status).toBe(404);
    expect((await edit(token, orderId, "not-a-line", 250)).status).toBe(404);
    expect((await edit(token, orderId, lineItemId, 333)).status).toBe(400);
  });
});

describe("wallet payment", () => {
  async function placedOrder(token: string, quantity: number, lines = 1) {
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`w-${crypto.randomUUID()}`))),
    );
    for (let line = 0; line < lines; line++) {
      await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, { ...item, quantity });
    }
    return dataOf(
      await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, await addressIds(token)),
    ) as {
      id: string;
    };
  }
  const pay = (token: string, orderId: string) =>
    send(token, "POST", "/api/v1/wallet/create-payment-and-transaction", { orderId });

  it("pays an order in full from the credit, once, and moves it on", async () => {
    const token = await tokenFor("achats@atelier-lumiere.example");
    const order = await placedOrder(token, 100);
    const [first, second] = await Promise.all([pay(token, order.id), pay(token, order.id)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const paid = dataOf(first.status === 200 ? first : second) as {
      order: {
        status: string;
        currentOrderAmountStillToPay: number;
        hasWalletPayment: boolean;
        taxedPrice: { centAmount: number };
      };
      walletPayment: { centAmount: number };
      walletCredit: { centAmount: number };
    };
    expect(paid.order).toMatchObject({
      status: "awaiting_artwork",
      currentOrderAmountStillToPay: 0,
      hasWalletPayment: true,
    });
    expect(paid.walletPayment.centAmount).toBe(paid.order.taxedPrice.centAmount);
    const customer = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")));
    expect(customer.customerWalletCredit.centAmount).toBe(paid.walletCredit.centAmount);
    const wallet = dataOf(await send(token, "GET", "/api/v1/customer/wallet/")) as {
      credit: { centAmount: number };
      history: { kind: string; amount: { centAmount: number }; orderId: string | null }[];
    };
    expect(wallet.credit.centAmount).toBe(paid.walletCredit.centAmount);
    expect(wallet.history[0]).toMatchObject({ kind: "payment", orderId: order.id });
    expect(wallet.history[0]?.amount.centAmount).toBe(-paid.walletPayment.centAmount);
    // The history explains the balance: the opening credit minus every payment.
    expect(wallet.history.reduce((sum, entry) => sum + entry.amount.centAmount, 0)).toBe(
      wallet.credit.centAmount,
    );
  });

  it("pays part of a larger order and leaves the rest due; refuses customers without a wallet", async () => {
    const token = await tokenFor("achats@atelier-lumiere.example");
    const big = await placedOrder(token, 5000, 4);
    const partly = dataOf(await pay(token, big.id)) as {
      order: { status: string; currentOrderAmountStillToPay: number; currentOrderAlreadyPaid: number };
      walletCredit: { centAmount: number };
    };
    expect(partly.order.status).toBe("awaiting_payment");
    expect(partly.order.currentOrderAlreadyPaid).toBeGreaterThan(0);
    expect(partly.order.currentOrderAmountStillToPay).toBeGreaterThan(0);
    expect(partly.walletCredit.centAmount).toBe(0);
    expect((await pay(token, big.id)).status).toBe(409);

    const marie = await tokenFor("marie.dupont@example.com");
    const hers = await placedOrder(marie, 100);
    expect((await pay(marie, hers.id)).status).toBe(409);
    expect((await pay(token, hers.id)).status).toBe(404);
  });
});

describe("admin login as user", () => {
  const loginAs = (token: string, email: string) =>
    send(token, "POST", "/api/v1/admin/login-as-user/", { email });

  it("gives an admin a time-limited session as the customer; nobody else, and never as an admin", async () => {
    const admin = await tokenFor("admin@presto-impression.example");
    const answer = await loginAs(admin, "marie.dupont@example.com");
    expect(answer.status).toBe(200);
    const pair = dataOf(answer) as {
      access_token: string;
      refresh_token: string;
      expires_in: number;
      refresh_expires_in: number;
      impersonation: { customerEmail: string; adminEmail: string; endsAt: string };
    };
    expect(pair.impersonation).toMatchObject({
      customerEmail: "marie.dupont@example.com",
      adminEmail: "admin@presto-impression.example",
    });
    expect(pair.refresh_expires_in).toBeLessThanOrEqual(3600);
    const customer = customerSchema.parse(dataOf(await send(pair.access_token, "GET", "/api/v1/customer/")));
    expect(customer.email).toBe("marie.dupont@example.com");

    // No impersonation from an impersonation, from a customer, or of an admin.
    expect((await loginAs(pair.access_token, "achats@atelier-lumiere.example")).status).toBe(403);
    const marie = await tokenFor("marie.dupont@example.com");
    expect((await loginAs(marie, "achats@atelier-lumiere.example")).status).toBe(403);
    expect((await loginAs(admin, "admin@presto-impression.example")).status).toBe(403);
    expect((await loginAs(admin, "nobody@example.com")).status).toBe(404);
    expect((await loginAs(admin, "not an email")).status).toBe(400);
  });
});

describe("PATCH cart/{id}/item/address/", () => {
  it("keeps the owner's own addresses on the cart, and the next POST cart shows them", async () => {
    const token = await tokenFor("achats@atelier-lumiere.example");
    const ids = await addressIds(token);
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`addr-${crypto.randomUUID()}`))),
    );
    const answer = await send(token, "PATCH", `/api/v1/cart/${cart.id}/item/address/`, {
      shippingAddress: { id: ids.shippingAddressId },
      billingAddress: ids.billingAddressId,
    });
    expect(answer.status).toBe(200);
    const again = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`addr-${crypto.randomUUID()}`))),
    );
    expect(again.id).toBe(cart.id);
    expect(again.shippingAddress).toMatchObject({
      addressId: ids.shippingAddressId,
      street: "12 rue des Lilas",
    });
    expect(again.billingAddress).toMatchObject({ addressId: ids.billingAddressId });
  });

  it("refuses a stranger's address or cart, an anonymous caller and an empty body, changing nothing", async () => {
    const atelier = await tokenFor("achats@atelier-lumiere.example");
    const marie = await tokenFor("marie.dupont@example.com");
    const marieIds = await addressIds(marie);
    const cart = cartSchema.parse(
      dataOf(await send(atelier, "POST", "/api/v1/cart", cartBody(`addr-${crypto.randomUUID()}`))),
    );
    const path = `/api/v1/cart/${cart.id}/item/address/`;
    expect((await send(atelier, "PATCH", path, { shippingAddress: marieIds.shippingAddressId })).status).toBe(
      404,
    );
    expect((await send(marie, "PATCH", path, { shippingAddress: marieIds.shippingAddressId })).status).toBe(
      404,
    );
    expect((await send(null, "PATCH", path, { shippingAddress: marieIds.shippingAddressId })).status).toBe(
      401,
    );
    expect((await send(atelier, "PATCH", path, {})).status).toBe(400);
    const after = cartSchema.parse(
      dataOf(await send(atelier, "POST", "/api/v1/cart", cartBody(`addr-${crypto.randomUUID()}`))),
    );
    expect(after.shippingAddress?.addressId).not.toBe(marieIds.shippingAddressId);
  });
});
