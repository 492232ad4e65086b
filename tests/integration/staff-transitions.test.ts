import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSchema } from "../../app/features/account/account.schemas";
import { cartSchema } from "../../app/features/product/product.schemas";
import { tokenPairSchema } from "../../app/server/auth/auth-session.server";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { type ApiAnswer, call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const errorCode = (answer: ApiAnswer) => (answer.body as { code: string }).code;
const send = (token: string | null, method: string, path: string, body?: unknown) =>
  call(test.api, path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
const tokenFor = async (email: string) =>
  tokenPairSchema.parse(
    dataOf(await send(null, "POST", "/api/v1/auth/login/", { email, password: DEMO_PASSWORD })),
  ).access_token;

async function placeOrder(token: string) {
  const address = {
    firstName: "A",
    lastName: "B",
    street: "1 rue X",
    postalCode: "75011",
    city: "Paris",
    country: "fr",
  };
  await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "shipping" });
  const customer = customerSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/customer/address/", { ...address, type: "billing" })),
  );
  const cart = cartSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/cart", { anonymousUserId: `staff-${crypto.randomUUID()}` })),
  );
  await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, {
    productId: "fr-posters",
    quantity: 10,
    merchantInfo: { selectedAttributes: {}, selectedPriority: "standard" },
  });
  return dataOf(
    await send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, {
      shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
      billingAddressId: customer.customerAddresses.defaultBillingAddressId,
      sender_type: "default",
      user_notes: { invoiceRequested: true },
    }),
  ) as { id: string; orderNumber: string };
}

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
    expect(
      (dataOf(await move("shipped", { trackingNumber: "6A1" })) as { trackingNumber: string }).trackingNumber,
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
