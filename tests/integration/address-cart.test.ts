import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { customerSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { cartAddresses } from "../../commerce-api/cart/cart-addresses.repository";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import {
  type ApiAnswer,
  call,
  cartBody,
  createTestApi,
  dataOf,
  TENANT_HEADERS,
  type TestApi,
} from "./helpers";

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi(() => new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => test.dispose());

const errorCode = (answer: ApiAnswer) => (answer.body as { code: string }).code;
const send = (method: string, path: string, body: unknown, token?: string) =>
  call(test.api, path, {
    method,
    body: JSON.stringify(body),
    headers: { ...TENANT_HEADERS.fr, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

async function tokenOf(email: string) {
  return tokenPairSchema.parse(
    dataOf(await send("POST", "/api/v1/auth/login/", { email, password: DEMO_PASSWORD })),
  ).access_token;
}
async function newCart(token?: string) {
  const cart = dataOf(await send("POST", "/api/v1/cart", cartBody(crypto.randomUUID()), token));
  return (cart as { id: string }).id;
}
async function customerOf(token: string) {
  return customerSchema.parse(
    dataOf(
      await call(test.api, "/api/v1/customer/", {
        headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
      }),
    ),
  );
}
function storedAddresses(cartId: string) {
  const opened = test.openDb();
  return cartAddresses(opened.db, cartId).finally(() => opened.close());
}

const home = {
  firstName: "Marie",
  lastName: "Dupont",
  street: "12 rue des Lilas",
  postalCode: "75011",
  city: "Paris",
  country: "FR",
};

describe("address calls with a cartId (spec §7)", () => {
  it("keep the address on the cart as its shipping or billing address", async () => {
    const token = await tokenOf("marie.dupont@example.com");
    const cartId = await newCart();
    const added = customerSchema.parse(
      dataOf(await send("POST", "/api/v1/customer/address/", { ...home, type: "shipping", cartId }, token)),
    );
    const shippingId = added.customerAddresses.defaultShippingAddressId ?? "";
    expect(await storedAddresses(cartId)).toMatchObject({
      shippingAddress: { addressId: shippingId, street: "12 rue des Lilas", postalCode: "75011" },
      billingAddress: null,
    });

    await send(
      "PATCH",
      "/api/v1/customer/address/",
      { ...home, id: shippingId, street: "14 rue des Lilas", cartId },
      token,
    );
    expect((await storedAddresses(cartId)).shippingAddress).toMatchObject({ street: "14 rue des Lilas" });

    const billing = customerSchema.parse(
      dataOf(await send("POST", "/api/v1/customer/address/", { ...home, type: "billing" }, token)),
    );
    const billingId = billing.customerAddresses.defaultBillingAddressId ?? "";
    expect((await storedAddresses(cartId)).billingAddress).toBeNull(); // no cartId, no change
    await send(
      "PATCH",
      "/api/v1/customer/address/setDefault",
      { type: "billing", id: billingId, cartId },
      token,
    );
    expect((await storedAddresses(cartId)).billingAddress).toMatchObject({ addressId: billingId });
  });

  it("refuse an unknown cart before writing anything, and validate the id", async () => {
    const token = await tokenOf("marie.dupont@example.com");
    const unknown = await send(
      "POST",
      "/api/v1/customer/address/",
      { ...home, type: "shipping", cartId: "nope" },
      token,
    );
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "CART_NOT_FOUND"]);
    const customer = customerSchema.parse(
      dataOf(
        await call(test.api, "/api/v1/customer/", {
          headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(Object.keys(customer.customerAddresses.shippingAddresses)).toHaveLength(0);
    const tooLong = await send(
      "POST",
      "/api/v1/customer/address/",
      { ...home, type: "shipping", cartId: "x".repeat(65) },
      token,
    );
    expect([tooLong.status, errorCode(tooLong)]).toEqual([400, "VALIDATION_ERROR"]);
  });

  it("refuse another customer's cart on every address call, before writing anything", async () => {
    const marie = await tokenOf("marie.dupont@example.com");
    const atelier = await tokenOf("achats@atelier-lumiere.example");
    const theirCart = await newCart(atelier);
    const theirsBefore = await storedAddresses(theirCart);
    const refused = (answer: ApiAnswer) => [answer.status, errorCode(answer)];

    const add = await send(
      "POST",
      "/api/v1/customer/address/",
      { ...home, type: "shipping", cartId: theirCart },
      marie,
    );
    expect(refused(add)).toEqual([404, "CART_NOT_FOUND"]);
    expect(Object.keys((await customerOf(marie)).customerAddresses.shippingAddresses)).toHaveLength(0);

    const own = customerSchema.parse(
      dataOf(await send("POST", "/api/v1/customer/address/", { ...home, type: "shipping" }, marie)),
    );
    const id = own.customerAddresses.defaultShippingAddressId ?? "";
    const second = customerSchema.parse(
      dataOf(
        await send(
          "POST",
          "/api/v1/customer/address/",
          { ...home, street: "1 quai Voltaire", type: "shipping" },
          marie,
        ),
      ),
    );
    const other = Object.keys(second.customerAddresses.shippingAddresses).find((key) => key !== id) ?? "";

    const update = await send(
      "PATCH",
      "/api/v1/customer/address/",
      { ...home, id, street: "99 rue Volée", cartId: theirCart },
      marie,
    );
    expect(refused(update)).toEqual([404, "CART_NOT_FOUND"]);
    const setDefault = await send(
      "PATCH",
      "/api/v1/customer/address/setDefault",
      { type: "shipping", id: other, cartId: theirCart },
      marie,
    );
    expect(refused(setDefault)).toEqual([404, "CART_NOT_FOUND"]);

    // Nothing moved: Marie's book and default as they were, the other customer's cart untouched.
    const after = await customerOf(marie);
    expect(after.customerAddresses.shippingAddresses[id]?.street).toBe("12 rue des Lilas");
    expect(after.customerAddresses.defaultShippingAddressId).toBe(id);
    expect(await storedAddresses(theirCart)).toEqual(theirsBefore);

    // The same calls with Marie's own cart go through.
    const mine = await newCart(marie);
    const ok = await send(
      "PATCH",
      "/api/v1/customer/address/setDefault",
      { type: "shipping", id: other, cartId: mine },
      marie,
    );
    expect(ok.status).toBe(200);
    expect((await storedAddresses(mine)).shippingAddress).toMatchObject({ addressId: other });
  });
});
