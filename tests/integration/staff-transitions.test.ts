import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn, uploadPrintFile } from "./orders-fixture";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const tokenFor = (email: string) => signIn(send, email);
const placeOrder = async (token: string) => {
  const { orderId, orderNumber } = await placeTransferOrder(send, token);
  return { id: orderId, orderNumber };
};

describe("staff order transitions", () => {
  it("allow only the lifecycle's moves, record who made them, and lock the customer out of edits", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const admin = await tokenFor("admin@presto-impression.example");
    const { orderId: id, orderNumber, lineItemId } = await placeTransferOrder(send, marie);
    const move = (to: string, extra = {}) =>
      send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to, ...extra });

    const skip = await move("in_production");
    expect([skip.status, errorCode(skip)]).toEqual([409, "TRANSITION_NOT_ALLOWED"]);
    expect((await move("awaiting_artwork")).status).toBe(200);
    // "Transfer received" again (a double click) answers the state and adds no history.
    const repeated = await move("awaiting_artwork");
    expect([repeated.status, (dataOf(repeated) as { history: unknown[] }).history.length]).toEqual([200, 2]);
    const moved = dataOf(await move("file_check")) as { nextStatuses: string[] };
    // File check goes forward only: no "transfer received" to bounce it back.
    expect(moved.nextStatuses).toEqual(["in_production", "cancelled"]);
    expect(errorCode(await move("awaiting_artwork"))).toBe("TRANSITION_NOT_ALLOWED");
    const early = await move("in_production");
    expect([early.status, errorCode(early)]).toEqual([409, "PRODUCTION_NOT_READY"]);
    const waiting = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      productionBlockers: unknown[];
    };
    expect(waiting.productionBlockers).toEqual([{ lineItemId, reason: "file_missing" }]);
    expect((await uploadPrintFile(test.api, marie, id, lineItemId)).status).toBe(200);
    const produced = dataOf(await move("in_production")) as {
      status: string;
      nextStatuses: string[];
      currentOrderAmountStillToPay: number;
    };
    expect(produced).toMatchObject({
      status: "in_production",
      nextStatuses: ["shipped"],
      currentOrderAmountStillToPay: 0,
    });
    const noTracking = await move("shipped");
    expect(noTracking.status).toBe(400);
    expect((await move("shipped", { trackingNumber: "6A1" })).status).toBe(400); // no carrier
    expect(
      (dataOf(await move("shipped", { trackingNumber: "6A1", carrier: "dpd" })) as { trackingNumber: string })
        .trackingNumber,
    ).toBe("6A1");

    // The customer sees it, with the staff move in the history, and can no longer cancel.
    const order = dataOf(await send(marie, "GET", `/api/v1/order/${id}`)) as {
      history: { to: string }[];
      cancellable: boolean;
    };
    expect(order.history.map((event) => event.to)).toEqual([
      "awaiting_payment",
      "awaiting_artwork",
      "file_check",
      "in_production",
      "shipped",
    ]);
    const shipped = dataOf(await move("shipped", { trackingNumber: "6A1" })) as { history: unknown[] };
    expect(shipped.history).toHaveLength(5);
    expect(order.cancellable).toBe(false);
    expect((await send(marie, "POST", "/api/v1/order/cancel", { orderId: id })).status).toBe(409);
  });

  it("offers 'transfer received' only on orders awaiting a transfer", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const admin = await tokenFor("admin@presto-impression.example");
    const { orderNumber } = await placeTransferOrder(send, marie, undefined, "card");
    const card = dataOf(await send(admin, "GET", `/api/v1/admin/order/${orderNumber}`)) as {
      nextStatuses: string[];
      paymentMethod: string;
    };
    expect(card).toMatchObject({ nextStatuses: ["cancelled"], paymentMethod: "card" });
    const forced = await send(admin, "POST", "/api/v1/admin/order/transition/", {
      orderNumber,
      to: "awaiting_artwork",
    });
    expect([forced.status, errorCode(forced)]).toEqual([409, "NOT_AWAITING_TRANSFER"]);
  });

  it("cancels only with a reason, kept in the history with who gave it", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const admin = await tokenFor("admin@presto-impression.example");
    const { orderNumber } = await placeOrder(marie);
    const cancel = (reason?: string) =>
      send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to: "cancelled", reason });
    expect(errorCode(await cancel())).toBe("CANCEL_REASON_REQUIRED");
    const cancelled = dataOf(await cancel("Customer called: duplicate order")) as {
      status: string;
      staffHistory: { to: string; actor: string; note: string | null }[];
    };
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.staffHistory.at(-1)).toMatchObject({
      to: "cancelled",
      note: "Customer called: duplicate order",
      actor: expect.stringMatching(/^staff:/),
    });
  });

  it("is for staff only", async () => {
    const marie = await tokenFor("marie.dupont@example.com");
    const { orderNumber } = await placeOrder(marie);
    const answer = await send(marie, "POST", "/api/v1/admin/order/transition/", {
      orderNumber,
      to: "awaiting_artwork",
    });
    expect([answer.status, errorCode(answer)]).toEqual([403, "NOT_ADMIN"]);
    expect((await send(marie, "GET", `/api/v1/admin/order/${orderNumber}`)).status).toBe(403);
    expect((await send(null, "GET", `/api/v1/admin/order/${orderNumber}`)).status).toBe(401);
  });
});
