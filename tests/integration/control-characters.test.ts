import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerSchema } from "#contract/account/account.schemas";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { NOT_ALLOWED_MESSAGE } from "#contract/text";
import { type ApiAnswer, cartBody, createTestApi, dataOf, type TestApi } from "./helpers";
import { errorCode, placeTransferOrder, sender, signIn } from "./orders-fixture";

/** NUL and bidi overrides in stored free text are refused with 400 and nothing is stored (contract/text.ts). */

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = sender(() => test);
const NUL = "\u0000";
const RLO = "\u202E"; // RIGHT-TO-LEFT OVERRIDE: "Marie\u202Efdp.exe" displays as "Marieexe.pdf"

function expectRefusedField(answer: ApiAnswer, field: string) {
  expect([answer.status, errorCode(answer)]).toEqual([400, "VALIDATION_ERROR"]);
  expect((answer.body as { errors: unknown[] }).errors).toContainEqual(
    expect.objectContaining({ path: field, message: NOT_ALLOWED_MESSAGE }),
  );
}

async function countRows(table: "customers" | "orders", column: "email" | "cart_id", value: string) {
  const opened = test.openDb();
  try {
    const row = await opened.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(column, "=", value)
      .executeTakeFirstOrThrow();
    return row.n;
  } finally {
    await opened.close();
  }
}

describe("control and bidi characters in free text", () => {
  it("refuses them in a registration name and creates no account", async () => {
    for (const [index, bad] of [NUL, RLO].entries()) {
      const email = `control-${index}@example.com`;
      const answer = await send(null, "POST", "/api/v1/customer/create", {
        email,
        password: "Une phrase de passe 42",
        firstName: `Marie${bad}fdp.exe`,
        lastName: "Bernard",
        userCategory: "2",
      });
      expectRefusedField(answer, "firstName");
      expect(await countRows("customers", "email", email)).toBe(0);
    }
  });

  it("refuses them in an address line and keeps the address book as it was", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const before = dataOf(await send(token, "GET", "/api/v1/customer/"));
    const address = { firstName: "Marie", lastName: "Dupont", postalCode: "75011", city: "Paris" };
    for (const bad of [NUL, RLO]) {
      const answer = await send(token, "POST", "/api/v1/customer/address/", {
        ...address,
        street: `1 rue de la Paix${bad}`,
        country: "fr",
        type: "shipping",
      });
      expectRefusedField(answer, "street");
    }
    expect(dataOf(await send(token, "GET", "/api/v1/customer/"))).toEqual(before);
  });

  it("refuses them in a custom sender and places no order; the cart can still be checked out", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    await placeTransferOrder(send, token); // makes sure Marie has default addresses
    const customer = customerSchema.parse(dataOf(await send(token, "GET", "/api/v1/customer/")));
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`ctl-${crypto.randomUUID()}`))),
    );
    cartWithLineItemSchema.parse(
      dataOf(
        await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, {
          productId: "fr-posters",
          quantity: 10,
          services: [],
          merchantInfo: { selectedAttributes: {}, selectedPriority: "standard" },
        }),
      ),
    );
    const checkout = (name: string) =>
      send(token, "POST", `/api/v1/cart/${cart.id}/checkout/`, {
        shippingAddressId: customer.customerAddresses.defaultShippingAddressId,
        billingAddressId: customer.customerAddresses.defaultBillingAddressId,
        sender_type: "custom",
        custom_sender: { name, city: "Lyon" },
      });
    const orders = () => countRows("orders", "cart_id", cart.id);
    for (const bad of [NUL, RLO]) {
      expectRefusedField(await checkout(`Atelier${bad} Lumière`), "custom_sender.name");
      expect(await orders()).toBe(0);
    }
    expect((await checkout("Atelier Lumière")).status).toBe(200);
    expect(await orders()).toBe(1);
  });

  it("keeps line breaks in multi-line text such as order notes", async () => {
    const token = await signIn(send, "marie.dupont@example.com");
    const cart = cartSchema.parse(
      dataOf(await send(token, "POST", "/api/v1/cart", cartBody(`ctl-${crypto.randomUUID()}`))),
    );
    const put = await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, {
      productId: "fr-posters",
      quantity: 10,
      userNotes: "Deux lignes :\nla seconde",
      merchantInfo: { selectedAttributes: {}, selectedPriority: "standard" },
    });
    expect(put.status).toBe(200);
    const refused = await send(token, "PUT", `/api/v1/cart/${cart.id}/item`, {
      productId: "fr-posters",
      quantity: 10,
      jobName: `Affiche${NUL}`,
      merchantInfo: { selectedAttributes: {}, selectedPriority: "standard" },
    });
    expectRefusedField(refused, "jobName");
  });
});
