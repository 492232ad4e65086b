import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLegacyOrder, loadLegacyOrders } from "../../app/features/orders/legacy-orders.server";
import {
  lineEditPaths,
  loadDraft,
  loadOrderDetail,
  loadOrders,
  orderDetailAction,
} from "../../app/features/orders/orders.server";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import { lineItemPayload } from "../integration/orders-fixture";
import { failing } from "../support/request-harness";
import { CARDS_PAGE, cardsLine, placeCardsOrder } from "./order-helpers";
import { locationOf, ORIGIN, payloadOf, post, signedIn, statusOf, thrownBy } from "./route-helpers";

/** The personal area's orders: list and search, one order, cancelling it, applying an edit; old orders. */
const ORDERS = new URL(`${ORIGIN}/espace-client/commandes/`);
const DETAIL = `${ORIGIN}/espace-client/commandes/detail/`;
const LEGACY = `${ORIGIN}/espace-client/anciennes-commandes/`;
const MARIE = "marie.dupont@example.com";
const RESELLER = "achats@atelier-lumiere.example";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi(undefined, { limits: { factor: 20 } });
});
afterAll(() => test.dispose());

async function customerWithOrder(email = MARIE) {
  const customer = await signedIn(test, email);
  const pageId = customer.state.shop.urlMap.get(CARDS_PAGE)?.pageId ?? 0;
  const order = await placeCardsOrder(customer.send, customer.token, { pageId });
  return { ...customer, ...order, pageId };
}

const detailUrl = (params: Record<string, string>) => new URL(`${DETAIL}?${new URLSearchParams(params)}`);

describe("orders list", () => {
  it("lists the customer's orders, filters by status and finds one by its number", async () => {
    const marie = await customerWithOrder();
    const all = await loadOrders(marie.context, ORDERS);
    expect(all.orders.map((order) => order.id)).toContain(marie.orderId);
    expect(all).toMatchObject({ status: null, q: "", detailPath: "/espace-client/commandes/detail/" });
    const found = await loadOrders(marie.context, new URL(`${ORDERS.href}?q=${marie.orderNumber}`));
    expect(found.orders.map((order) => order.orderNumber)).toEqual([marie.orderNumber]);
    const shipped = await loadOrders(marie.context, new URL(`${ORDERS.href}?status=shipped`));
    expect(shipped.orders).toEqual([]);
  });

  it("ignores an unknown status or an overlong search instead of failing", async () => {
    const marie = await signedIn(test, MARIE);
    const page = await loadOrders(
      marie.context,
      new URL(`${ORDERS.href}?status=stolen&q=${"x".repeat(500)}`),
    );
    expect(page).toMatchObject({ status: null, q: "" });
  });
});

describe("order detail", () => {
  it("shows the order, with each line's edit link to its product page while it is editable", async () => {
    const marie = await customerWithOrder();
    const order = await loadOrderDetail(marie.context, detailUrl({ id: marie.orderId }));
    expect(order).toMatchObject({ orderNumber: marie.orderNumber, cancellable: true });
    const [line] = order.lineItems;
    expect(lineEditPaths(marie.context, order)).toEqual({
      [line?.id ?? ""]: `${CARDS_PAGE}?${new URLSearchParams({ editOrderItem: `${order.id}/${line?.id}` })}`,
    });
    expect(lineEditPaths(marie.context, { ...order, cancellable: false })).toEqual({});
  });

  it("answers someone else's order exactly like a missing one, and a malformed id too", async () => {
    const marie = await customerWithOrder();
    const reseller = await signedIn(test, RESELLER);
    for (const id of [marie.orderId, "no-such-order", "../admin"]) {
      const thrown = await thrownBy(() => loadOrderDetail(reseller.context, detailUrl({ id })));
      expect(statusOf(thrown)).toBe(404);
    }
  });

  it("cancels an order once; cancelling again says it can no longer be", async () => {
    const marie = await customerWithOrder();
    const url = detailUrl({ id: marie.orderId });
    const form = { intent: "cancel", orderId: marie.orderId };
    const cancelled = await orderDetailAction(marie.context, post(url.href, form), url);
    expect(statusOf(cancelled)).toBe(303);
    expect(locationOf(cancelled)).toBe(`/espace-client/commandes/detail/?id=${marie.orderId}&done=cancelled`);
    expect((await loadOrderDetail(marie.context, url)).status).toBe("cancelled");
    const again = await orderDetailAction(marie.context, post(url.href, form), url);
    expect([statusOf(again), payloadOf(again)]).toEqual([
      409,
      { errors: { form: "orders:error.notCancellable" } },
    ]);
  });

  it("never cancels someone else's order, and refuses a malformed post", async () => {
    const marie = await customerWithOrder();
    const reseller = await signedIn(test, RESELLER);
    const url = detailUrl({ id: marie.orderId });
    const foreign = await thrownBy(() =>
      orderDetailAction(reseller.context, post(url.href, { intent: "cancel", orderId: marie.orderId }), url),
    );
    expect(statusOf(foreign)).toBe(404);
    expect((await loadOrderDetail(marie.context, url)).status).toBe("awaiting_payment");
    const malformed = await orderDetailAction(marie.context, post(url.href, { intent: "refund" }), url);
    expect([statusOf(malformed), payloadOf(malformed)]).toEqual([
      400,
      { errors: { form: "orders:error.invalid" } },
    ]);
  });

  it("shows a saved edit's draft, applies it once, and calls a used draft stale", async () => {
    const marie = await customerWithOrder();
    const edit = dataOf(
      await marie.send(marie.token, "POST", "/api/v1/order/edit/item/", {
        orderId: marie.orderId,
        lineItem: {
          ...lineItemPayload(cardsLine({ pageId: marie.pageId, quantity: 1000 })),
          lineItemId: marie.lineItemId,
        },
      }),
    ) as { orderEditId: string };
    const url = detailUrl({ id: marie.orderId, draft: edit.orderEditId });
    const draft = await loadDraft(marie.context, url);
    expect(draft).toMatchObject({ orderId: marie.orderId, stale: false });
    expect(draft?.newTaxedCent).toBeGreaterThan(draft?.previousTaxedCent ?? Number.POSITIVE_INFINITY);

    const form = { intent: "finalize", orderId: marie.orderId, orderEditId: edit.orderEditId };
    const applied = await orderDetailAction(marie.context, post(url.href, form), url);
    expect(locationOf(applied)).toBe(`/espace-client/commandes/detail/?id=${marie.orderId}&done=edited`);
    expect((await loadOrderDetail(marie.context, url)).lineItems[0]?.quantity).toBe(1000);
    const again = await orderDetailAction(marie.context, post(url.href, form), url);
    expect([statusOf(again), payloadOf(again)]).toEqual([
      409,
      { errors: { form: "orders:error.draftStale" } },
    ]);
  });

  it("ignores a draft named in the URL that is missing, malformed or someone else's", async () => {
    const marie = await customerWithOrder();
    for (const draft of ["no-such-draft", "<script>", ""]) {
      expect(await loadDraft(marie.context, detailUrl({ id: marie.orderId, draft }))).toBeNull();
    }
  });

  it("shows the 'temporarily unavailable' page when the API is down", async () => {
    const marie = await signedIn(test, MARIE, { wrap: failing("/api/v1/order", "timeout"), timeoutMs: 100 });
    const thrown = await thrownBy(() => loadOrderDetail(marie.context, detailUrl({ id: "some-order" })));
    expect(statusOf(thrown)).toBe(504);
  });
});

describe("orders from the previous system", () => {
  it("lists, searches and shows the customer's old orders", async () => {
    const marie = await signedIn(test, MARIE);
    const list = await loadLegacyOrders(marie.context, new URL(LEGACY));
    expect(list.orders.map((order) => order.number)).toEqual([
      "CMD-2024-18342",
      "CMD-2023-09117",
      "CMD-2022-04410",
    ]);
    const found = await loadLegacyOrders(marie.context, new URL(`${LEGACY}?q=%20flyers%20`));
    expect([found.q, found.orders.map((order) => order.number)]).toEqual(["flyers", ["CMD-2024-18342"]]);
    const detail = await loadLegacyOrder(marie.context, new URL(`${LEGACY}detail/?id=${list.orders[0]?.id}`));
    expect(detail.number).toBe("CMD-2024-18342");
  });

  it("shows the 'temporarily unavailable' page for an old order when the API is down", async () => {
    const marie = await signedIn(test, MARIE, { wrap: failing("/api/v1/customer/legacy-order/", "503") });
    const thrown = await thrownBy(() =>
      loadLegacyOrder(marie.context, new URL(`${LEGACY}detail/?id=any-id`)),
    );
    expect(statusOf(thrown)).toBe(503);
  });

  it("answers someone else's old order, or a malformed id, with a 404", async () => {
    const marie = await signedIn(test, MARIE);
    const [first] = (await loadLegacyOrders(marie.context, new URL(LEGACY))).orders;
    const reseller = await signedIn(test, RESELLER);
    expect((await loadLegacyOrders(reseller.context, new URL(LEGACY))).orders).toEqual([]);
    for (const id of [first?.id ?? "", "'; DROP TABLE--"]) {
      const url = new URL(`${LEGACY}detail/?${new URLSearchParams({ id })}`);
      expect(statusOf(await thrownBy(() => loadLegacyOrder(reseller.context, url)))).toBe(404);
    }
  });
});
