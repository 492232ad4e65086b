import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cart, cartSchema, cartWithLineItemSchema } from "#contract/cart/cart.schemas";
import { call, cartBody, createTestApi, dataOf, TENANT_HEADERS, type TestApi } from "./helpers";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.dispose());

const send = (method: string, path: string, body: unknown) =>
  call(test.api, path, { method, headers: TENANT_HEADERS.fr, body: JSON.stringify(body) });

const LINES = {
  cards: { productId: "fr-business-cards", quantity: 250, attributes: { sides: "4-4" } },
  flyers: { productId: "fr-flyers", quantity: 500, attributes: {} },
};

async function cartWith(...lines: (keyof typeof LINES)[]) {
  const cart = cartSchema.parse(
    dataOf(
      await send("POST", "/api/v1/cart", cartBody(`promo-${crypto.randomUUID()}`, { forceCreate: true })),
    ),
  );
  const ids: string[] = [];
  for (const name of lines) {
    const line = LINES[name];
    const put = cartWithLineItemSchema.parse(
      dataOf(
        await send("PUT", `/api/v1/cart/${cart.id}/item`, {
          productId: line.productId,
          quantity: line.quantity,
          jobName: `Job ${name}`,
          merchantInfo: { selectedAttributes: line.attributes, selectedPriority: "standard" },
        }),
      ),
    );
    ids.push(put.lineItemId);
  }
  return { cartId: cart.id, ids };
}

async function current(cartId: string): Promise<Cart> {
  const response = await send("POST", `/api/v1/cart/${cartId}/promocode`, { code: "" });
  return cartSchema.parse((dataOf(response) as { cart: unknown }).cart);
}

describe("POST cart/{id}/promocode", () => {
  it("re-prices every line with the code and takes it off again, back to the same prices", async () => {
    const { cartId, ids } = await cartWith("cards", "flyers");
    const before = await current(cartId);
    const response = await send("POST", `/api/v1/cart/${cartId}/promocode`, { code: " bienvenue10 " });
    expect(response.status).toBe(200);
    const body = dataOf(response) as { cart: unknown; promocode: string; appliedTo: string[] };
    const after = cartSchema.parse(body.cart);
    expect(body.promocode).toBe("BIENVENUE10");
    expect(body.appliedTo.sort()).toEqual([...ids].sort());
    // 10 % off each job, excluding VAT, computed by the server.
    for (const id of ids) {
      const was = before.lineItems[id];
      const now = after.lineItems[id];
      expect(now?.jobName).toBe(was?.jobName);
      expect(now?.totalPriceWithServices.centAmount).toBe(
        (was?.totalPriceWithServices.centAmount ?? 0) - Math.round((was?.price.centAmount ?? 0) / 10),
      );
    }
    const removed = await current(cartId);
    expect(removed.totalPrice.centAmount).toBe(before.totalPrice.centAmount);
  });

  it("applies a product-restricted code to the lines it fits and says why not for the others", async () => {
    const { cartId, ids } = await cartWith("cards", "flyers");
    const body = dataOf(await send("POST", `/api/v1/cart/${cartId}/promocode`, { code: "CARTES20" })) as {
      appliedTo: string[];
      notAppliedTo: { lineItemId: string; reason: string }[];
    };
    expect(body.appliedTo).toEqual([ids[0]]);
    expect(body.notAppliedTo).toEqual([{ lineItemId: ids[1], reason: "product_not_eligible" }]);
  });

  it("refuses an unknown, expired or non-fitting code with 422 and changes nothing", async () => {
    const { cartId } = await cartWith("flyers");
    const before = await current(cartId);
    for (const [code, reason] of [
      ["NOPE", "unknown_code"],
      ["ETE2023", "expired"],
      ["CARTES20", "product_not_eligible"],
    ]) {
      const response = await send("POST", `/api/v1/cart/${cartId}/promocode`, { code });
      expect(response.status).toBe(422);
      expect(JSON.stringify(response.body)).toContain(reason);
    }
    expect((await current(cartId)).totalPrice.centAmount).toBe(before.totalPrice.centAmount);
  });

  it("answers 404 for an unknown cart and 400 for a malformed body", async () => {
    const { cartId } = await cartWith("cards");
    expect((await send("POST", "/api/v1/cart/nope/promocode", { code: "NOEL" })).status).toBe(404);
    expect((await send("POST", `/api/v1/cart/${cartId}/promocode`, { code: 12 })).status).toBe(400);
  });
});
