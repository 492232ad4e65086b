import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { customerSchema } from "#contract/account/account.schemas";
import { tokenPairSchema } from "#contract/account/auth.schemas";
import { DEMO_PASSWORD } from "../../commerce-api/db/seed/accounts";
import { call, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeEach(async () => {
  test = await createTestApi();
});
afterEach(() => test.dispose());

async function tokenFor(email: string, tenant: keyof typeof TENANT_HEADERS = "fr") {
  const answer = await call(test.api, "/api/v1/auth/login/", {
    method: "POST",
    headers: TENANT_HEADERS[tenant],
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return tokenPairSchema.parse(dataOf(answer)).access_token;
}

const send = (token: string, method: string, path: string, body: unknown) =>
  call(test.api, path, {
    method,
    body: JSON.stringify(body),
    headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${token}` },
  });

const home = {
  firstName: "Marie",
  lastName: "Dupont",
  street: "12 rue des Lilas",
  postalCode: "75011",
  city: "Paris",
  country: "fr",
};

describe("address book", () => {
  it("adds addresses, makes the first of each type the default, edits, moves and deletes them", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    let customer = customerSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/customer/address/", { ...home, type: "shipping" })),
    );
    const first = customer.customerAddresses.defaultShippingAddressId as string;
    expect(customer.customerAddresses.shippingAddresses[first]).toMatchObject({
      city: "Paris",
      country: "FR",
    });
    expect(customer.customerAddresses.defaultBillingAddressId).toBeNull();

    customer = customerSchema.parse(
      dataOf(
        await send(token, "POST", "/api/v1/customer/address/", {
          ...home,
          type: "shipping",
          street: "3 quai Voltaire",
          company: "Atelier",
        }),
      ),
    );
    const second = Object.keys(customer.customerAddresses.shippingAddresses).find(
      (id) => id !== first,
    ) as string;
    expect(customer.customerAddresses.defaultShippingAddressId).toBe(first);

    customer = customerSchema.parse(
      dataOf(
        await send(token, "PATCH", "/api/v1/customer/address/", {
          ...home,
          id: second,
          city: "Lyon",
          postalCode: "69002",
        }),
      ),
    );
    expect(customer.customerAddresses.shippingAddresses[second]?.city).toBe("Lyon");

    customer = customerSchema.parse(
      dataOf(
        await send(token, "PATCH", "/api/v1/customer/address/setDefault", { type: "shipping", id: second }),
      ),
    );
    expect(customer.customerAddresses.defaultShippingAddressId).toBe(second);

    customer = customerSchema.parse(
      dataOf(await send(token, "DELETE", "/api/v1/customer/address", { type: "shipping", id: second })),
    );
    expect(Object.keys(customer.customerAddresses.shippingAddresses)).toEqual([first]);
    expect(customer.customerAddresses.defaultShippingAddressId).toBe(first);
  });

  it("refuses a postal code that does not fit the country, and a country the shop does not serve", async () => {
    const token = await tokenFor("marie.dupont@example.com");
    const badZip = await send(token, "POST", "/api/v1/customer/address/", {
      ...home,
      type: "billing",
      postalCode: "7501",
    });
    expect(badZip.status).toBe(400);
    expect((badZip.body as { errors: { path: string }[] }).errors[0]?.path).toBe("postalCode");
    const badCountry = await send(token, "POST", "/api/v1/customer/address/", {
      ...home,
      type: "billing",
      country: "GB",
      postalCode: "SW1A 1AA",
    });
    expect((badCountry.body as { errors: { path: string }[] }).errors[0]?.path).toBe("country");
  });

  it("never touches another customer's address", async () => {
    const owner = await tokenFor("marie.dupont@example.com");
    const customer = customerSchema.parse(
      dataOf(await send(owner, "POST", "/api/v1/customer/address/", { ...home, type: "billing" })),
    );
    const id = customer.customerAddresses.defaultBillingAddressId as string;
    const other = await tokenFor("achats@atelier-lumiere.example");
    for (const [method, path, body] of [
      ["PATCH", "/api/v1/customer/address/", { ...home, id, city: "Nice", postalCode: "06000" }],
      ["PATCH", "/api/v1/customer/address/setDefault", { type: "billing", id }],
      ["DELETE", "/api/v1/customer/address", { type: "billing", id }],
    ] as const) {
      const answer = await send(other, method, path, body);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain("Lilas");
    }
    const reread = customerSchema.parse(
      dataOf(
        await call(test.api, "/api/v1/customer/", {
          headers: { ...TENANT_HEADERS.fr, authorization: `Bearer ${owner}` },
        }),
      ),
    );
    expect(reread.customerAddresses.billingAddresses[id]?.city).toBe("Paris");
  });

  it("needs a signed-in customer", async () => {
    const answer = await call(test.api, "/api/v1/customer/address/", {
      method: "POST",
      body: JSON.stringify({ ...home, type: "billing" }),
    });
    expect(answer.status).toBe(401);
  });
});
