import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

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
    const { id, orderNumber } = await placeOrder(marie);
    const move = (to: string, extra = {}) =>
      send(admin, "POST", "/api/v1/admin/order/transition/", { orderNumber, to, ...extra });

    const skip = await move("in_production");
    expect([skip.status, errorCode(skip)]).toEqual([409, "TRANSITION_NOT_ALLOWED"]);
    expect((await move("awaiting_artwork")).status).toBe(200);
    expect((await move("file_check")).status).toBe(200);
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
    expect(order.cancellable).toBe(false);
    expect((await send(marie, "POST", "/api/v1/order/cancel", { orderId: id })).status).toBe(409);
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
