import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { call, cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = (method: string, path: string, body: unknown) =>
  call(test.api, path, { method, headers: TENANT_HEADERS.fr, body: JSON.stringify(body) });

async function cartWith(items: number) {
  const cart = cartSchema.parse(
    dataOf(
      await send("POST", "/api/v1/cart", cartBody(`items-${crypto.randomUUID()}`, { forceCreate: true })),
    ),
  );
  const ids: string[] = [];
  for (let index = 0; index < items; index++) {
    const put = cartWithLineItemSchema.parse(
      dataOf(
        await send("PUT", `/api/v1/cart/${cart.id}/item`, {
          productId: "fr-business-cards",
          quantity: 250,
          merchantInfo: { selectedAttributes: { sides: "4-4" }, selectedPriority: "standard" },
        }),
      ),
    );
    ids.push(put.lineItemId);
  }
  return { cartId: cart.id, ids };
}

describe("DELETE cart/item", () => {
  it("removes the line and recomputes the totals", async () => {
    const { cartId, ids } = await cartWith(2);
    const response = await send("DELETE", "/api/v1/cart/item", { cartId, cartItemId: ids[0] });
    const cart = cartSchema.parse(dataOf(response));
    expect(Object.keys(cart.lineItems)).toEqual([ids[1]]);
    expect(cart.itemsPrice.centAmount).toBe(
      cart.lineItems[ids[1] as string]?.totalPriceWithServices.centAmount,
    );
  });

  it("answers 404 for an item of another cart or an unknown cart, and 400 for a malformed body", async () => {
    const mine = await cartWith(1);
    const theirs = await cartWith(1);
    expect(
      (await send("DELETE", "/api/v1/cart/item", { cartId: mine.cartId, cartItemId: theirs.ids[0] })).status,
    ).toBe(404);
    expect(
      (await send("DELETE", "/api/v1/cart/item", { cartId: "nope", cartItemId: mine.ids[0] })).status,
    ).toBe(404);
    expect((await send("DELETE", "/api/v1/cart/item", { cartId: mine.cartId })).status).toBe(400);
    const still = cartSchema.parse(dataOf(await send("POST", "/api/v1/cart", cartBody("x".repeat(8)))));
    expect(still).toBeTruthy();
  });
});

describe("POST cart/{id}/duplicateItem", () => {
  it("adds an identical line under a new id (data.cart)", async () => {
    const { cartId, ids } = await cartWith(1);
    const body = dataOf(
      await send("POST", `/api/v1/cart/${cartId}/duplicateItem`, { cartItemId: ids[0] }),
    ) as {
      cart: unknown;
      lineItemId: string;
    };
    const cart = cartSchema.parse(body.cart);
    expect(cart.lineItemCount).toBe(2);
    const copy = cart.lineItems[body.lineItemId];
    const original = cart.lineItems[ids[0] as string];
    expect(copy?.selectedAttributes).toEqual(original?.selectedAttributes);
    expect(copy?.taxedTotalPriceWithServices).toEqual(original?.taxedTotalPriceWithServices);
    expect(cart.itemsTaxedPrice.centAmount).toBe(2 * (original?.taxedTotalPriceWithServices.centAmount ?? 0));
    // Two lines at the same speed to the same place travel as one parcel.
    expect(cart.shipping.shipments).toHaveLength(1);
    expect(cart.taxedPrice.centAmount).toBe(
      cart.itemsTaxedPrice.centAmount + cart.shipping.taxedPrice.centAmount,
    );
  });

  it("refuses a 16th line with 409 and writes nothing", async () => {
    const { cartId, ids } = await cartWith(15);
    const response = await send("POST", `/api/v1/cart/${cartId}/duplicateItem`, { cartItemId: ids[0] });
    expect(response.status).toBe(409);
    const cart = cartSchema.parse(
      dataOf(await send("DELETE", "/api/v1/cart/item", { cartId, cartItemId: ids[1] })),
    );
    expect(cart.lineItemCount).toBe(14);
  });
});
