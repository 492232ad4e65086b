import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { welcomeSchema } from "#contract/account/welcome.schemas";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { cartBody, createTestApi, dataOf, readOutbox, type TestApi } from "./helpers";
import { customerWithAddresses, errorCode, lineItemPayload, POSTERS, sender, signIn } from "./orders-fixture";

/** The welcome offer (issue 16 §2): a personal one-time code per new account, used up by one order. */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const PASSWORD = "Une phrase de passe 42";

async function register(email: string) {
  const created = await send(null, "POST", "/api/v1/customer/create", {
    email,
    password: PASSWORD,
    firstName: "Léa",
    lastName: "Bernard",
    userCategory: "2",
  });
  expect(created.status).toBe(200);
  const login = await send(null, "POST", "/api/v1/auth/login/", { email, password: PASSWORD });
  return (dataOf(login) as { access_token: string }).access_token;
}

const welcome = async (token: string) =>
  welcomeSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/welcome/")));

/** A new open cart of the customer with one poster line carrying `code`; the line's promo answer. */
async function cartWithCode(token: string, code: string) {
  const cart = cartSchema.parse(
    dataOf(await send(token, "POST", "/api/v1/cart", cartBody(crypto.randomUUID(), { forceCreate: true }))),
  );
  const payload = lineItemPayload(POSTERS);
  const put = cartWithLineItemSchema.parse(
    dataOf(
      await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, {
        ...payload,
        services: [{ key: "coupon", serviceAttributes: { inputText: code } }],
      }),
    ),
  );
  const line = put.cart.lineItems[put.lineItemId];
  return { cartId: cart.id, promocode: line?.promocode ?? null };
}

async function checkout(token: string, cartId: string) {
  const customer = await customerWithAddresses(send, token);
  return send(token, "POST", `/api/v1/cart/${cartId}/checkout/`, {
    shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
    billingAddressId: customer.customerAddresses.defaultBillingAddressId,
    sender_type: "default",
    user_notes: { invoiceRequested: true },
  });
}

describe("welcome code", () => {
  it("is made at registration, bound to the account, mailed, and used up by one order", async () => {
    const email = `lea.${crypto.randomUUID()}@example.com`;
    const token = await register(email);
    const first = await welcome(token);
    expect(first.firstName).toBe("Léa");
    const code = first.code?.code ?? "";
    expect(code).toMatch(/^BIENVENUE-[A-HJ-NP-Z2-9]{6}$/);
    expect(first.code).toMatchObject({ status: "available", discountType: "percent", discountValue: 1000 });
    const days = (Date.parse(first.code?.endsAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(first.offers.length).toBeGreaterThan(0);
    expect((await readOutbox(test)).some((mail) => mail.includes(email) && mail.includes(code))).toBe(true);

    // The sign-up is recorded with the code it granted.
    const opened = test.openDb();
    try {
      const events = await opened.db.selectFrom("customer_events").select(["type", "detail"]).execute();
      expect(events.some((event) => event.detail?.includes("welcomeCodeId"))).toBe(true);
    } finally {
      await opened.close();
    }

    // Nobody else can use it: another customer, a visitor.
    const marie = await signIn(send, "marie.dupont@example.com");
    for (const who of [marie, null]) {
      const checked = dataOf(await send(who, "POST", "/api/v1/promocode/check-input", { code })) as {
        reason: string;
      };
      expect(checked.reason).toBe("personal_code");
    }

    // Two carts carry it; the first order uses it up, the second is refused and keeps its cart.
    const a = await cartWithCode(token, code);
    const b = await cartWithCode(token, code);
    expect([a.promocode?.status, b.promocode?.status]).toEqual(["valid", "valid"]);
    const placed = await checkout(token, a.cartId);
    expect(placed.status).toBe(200);
    const refused = await checkout(token, b.cartId);
    expect([refused.status, errorCode(refused)]).toEqual([409, "PROMOCODE_USED"]);

    const used = await welcome(token);
    expect(used.code?.status).toBe("used");
    expect(used.code?.usedBy?.orderNumber).toBe((dataOf(placed) as { orderNumber: string }).orderNumber);
    // A third cart: the code no longer applies, with the reason.
    expect((await cartWithCode(token, code)).promocode).toMatchObject({
      status: "generic_error",
      reason: "already_used",
    });
  });

  it("is null for an account made before welcome codes existed", async () => {
    const marie = await signIn(send, "marie.dupont@example.com");
    expect((await welcome(marie)).code).toBeNull();
    expect((await send(null, "GET", "/api/v1/customer/welcome/")).status).toBe(401);
  });
});
