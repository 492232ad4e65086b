import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { call, cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

/** POST cart/item: a new visitor's first add opens the cart and puts the line at once (ADR 110). */
let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(test.api, path, { method, headers: { ...TENANT_HEADERS.fr, ...headers }, body: JSON.stringify(body) });

const line = (quantity: number) => ({
  productId: "fr-business-cards",
  quantity,
  merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
});

const newCart = (visitor: string) => cartBody(visitor, { forceCreate: true });

const visitor = () => `first-${crypto.randomUUID()}`;

describe("POST cart/item", () => {
  it("opens the visitor's cart with the line, priced as PUT cart/{id}/item prices it", async () => {
    const first = visitor();
    const answer = await send("POST", "/api/v1/cart/item", { cart: newCart(first), lineItem: line(250) });
    expect(answer.status).toBe(200);
    const { cart, lineItemId } = cartWithLineItemSchema.parse(dataOf(answer));
    expect(cart.lineItemCount).toBe(1);

    const other = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody(visitor()))));
    const put = cartWithLineItemSchema.parse(
      dataOf(await send("PUT", `/api/v1/cart/${other.id}/item`, line(250))),
    );
    expect(cart.itemsTaxedPrice).toEqual(put.cart.itemsTaxedPrice);
    expect(cart.lineItems[lineItemId]?.totalPriceWithServices).toEqual(
      put.cart.lineItems[put.lineItemId]?.totalPriceWithServices,
    );

    // The visitor's next add finds that cart and its line.
    const found = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody(first))));
    expect(found.id).toBe(cart.id);
    expect(Object.keys(found.lineItems)).toEqual([lineItemId]);
  });

  it("puts a returning visitor's line into their open cart; two first adds at once end in one cart", async () => {
    const first = visitor();
    const both = await Promise.all(
      [100, 250].map((quantity) =>
        send("POST", "/api/v1/cart/item", { cart: cartBody(first), lineItem: line(quantity) }),
      ),
    );
    const ids = both.map((answer) => cartWithLineItemSchema.parse(dataOf(answer)).cart.id);
    expect(new Set(ids).size).toBe(1);
    const third = cartWithLineItemSchema.parse(
      dataOf(await send("POST", "/api/v1/cart/item", { cart: cartBody(first), lineItem: line(500) })),
    );
    expect(third.cart.id).toBe(ids[0]);
    expect(
      Object.values(third.cart.lineItems)
        .map((item) => item.quantity)
        .sort((a, b) => a - b),
    ).toEqual([100, 250, 500]);
  });

  it("refuses a line PUT cart/{id}/item would refuse, and leaves no cart behind", async () => {
    const first = visitor();
    const refused = await send("POST", "/api/v1/cart/item", {
      cart: newCart(first),
      lineItem: { ...line(250), merchantInfo: { selectedAttributes: { sides: "9-9" } } },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("INVALID_CONFIGURATION");
    const opened = await test.openDb();
    try {
      const carts = await opened.db
        .selectFrom("carts")
        .select("id")
        .where("anonymous_user_id", "=", first)
        .execute();
      expect(carts).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("answers 400 to a malformed body and to a customer's bearer (their line goes into their own cart)", async () => {
    expect((await send("POST", "/api/v1/cart/item", { lineItem: line(250) })).status).toBe(400);
    const { forceCreate: _left, ...withoutForceCreate } = newCart(visitor());
    expect(
      (await send("POST", "/api/v1/cart/item", { cart: withoutForceCreate, lineItem: line(250) })).status,
    ).toBe(400);
    const withBearer = await send(
      "POST",
      "/api/v1/cart/item",
      { cart: newCart(visitor()), lineItem: line(250) },
      { authorization: "Bearer someone" },
    );
    expect(withBearer.status).toBe(400);
    expect(JSON.stringify(withBearer.body)).toContain("CUSTOMER_CART");
  });
});
