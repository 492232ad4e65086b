import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productAction } from "../../app/features/product/product-actions.server";
import { visitorCart } from "../../app/features/product/product-api.server";
import type { Upstream } from "../../app/server/api/api-client.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { post, productPageAt, signedIn, statusOf } from "./route-helpers";

/**
 * The cart a product page's add goes into (ADR 105, 110): the action driven like a browser without
 * JavaScript posts it, against the real embedded API.
 */
const PRODUCT = "http://localhost:3000/cartes-de-visite/standard/";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** Each call that opens a cart (POST cart, POST cart/item), with the body it sent (ADR 105, 110). */
function cartOpenings() {
  const bodies: { forceCreate?: boolean; anonymousUserId?: string }[] = [];
  const withLine: { cart: { anonymousUserId: string }; lineItem: { quantity: number } }[] = [];
  const wrap =
    (handler: Upstream): Upstream =>
    async (request) => {
      const path = new URL(request.url).pathname;
      const text = () => (request instanceof Request ? request.clone() : request).text();
      if (request.method === "POST" && path === "/api/v1/cart/") bodies.push(JSON.parse(await text()));
      if (request.method === "POST" && path === "/api/v1/cart/item/") withLine.push(JSON.parse(await text()));
      return handler(request);
    };
  return { bodies, withLine, wrap };
}

/** The product page's action, posted from `url` as a browser without JavaScript would. */
async function addFrom(
  harness: Awaited<ReturnType<typeof requestContext>>,
  url: string,
  fields: Record<string, string>,
) {
  return productAction(harness.context, post(url, fields), new URL(url), await productPageAt(harness, url));
}

describe("the cart an add goes into (ADR 105)", () => {
  it("a visitor's add opens or finds their cart and puts the line in one call, without a lookup for a new id", async () => {
    const openings = cartOpenings();
    const harness = await requestContext(api.api, { wrap: openings.wrap });
    harness.state.anonymousIdIsNew = true;
    const first = await addFrom(harness, PRODUCT, { intent: "addToCart", quantity: "500" });
    expect(statusOf(first)).toBe(303);
    expect(openings.bodies).toEqual([]);
    expect(openings.withLine).toEqual([
      expect.objectContaining({
        cart: expect.objectContaining({ anonymousUserId: harness.state.anonymousId, forceCreate: true }),
        lineItem: expect.objectContaining({ quantity: 500 }),
      }),
    ]);
    // The next request's cookie names the id: the same call looks the visitor's cart up and adds to it.
    harness.state.anonymousIdIsNew = false;
    await addFrom(harness, PRODUCT, { intent: "addToCart", quantity: "1000" });
    expect(openings.withLine.at(-1)).toEqual(
      expect.objectContaining({ cart: expect.objectContaining({ forceCreate: false }) }),
    );
    expect(openings.bodies).toEqual([]);
    const cart = await visitorCart(harness.state);
    expect(Object.values(cart.lineItems).map((line) => line.quantity)).toEqual([500, 1000]);
  });

  it("a new visitor's line at a price they weren't shown is not added, and leaves no cart behind", async () => {
    const openings = cartOpenings();
    const harness = await requestContext(api.api, { wrap: openings.wrap });
    harness.state.anonymousIdIsNew = true;
    const answer = await addFrom(harness, PRODUCT, { intent: "addToCart", quantity: "500", shownPrice: "1" });
    expect(statusOf(answer)).toBe(303);
    expect((answer as Response).headers.get("Location")).toMatch(/repriced=1/);
    expect(openings.withLine).toHaveLength(1);
    const opened = api.openDb();
    try {
      const carts = await opened.db
        .selectFrom("carts")
        .select("id")
        .where("anonymous_user_id", "=", harness.state.anonymousId)
        .execute();
      expect(carts).toEqual([]);
    } finally {
      await opened.close();
    }
  });

  it("a customer signed in on a new browser adds to their own cart, never a new one", async () => {
    const openings = cartOpenings();
    const marie = await signedIn(api, "marie.dupont@example.com", { wrap: openings.wrap });
    const before = await visitorCart(marie.state);
    marie.state.anonymousIdIsNew = true;
    const answer = await addFrom(marie, PRODUCT, { intent: "addToCart", quantity: "500" });
    expect(statusOf(answer)).toBe(303);
    expect(openings.bodies.map((body) => body.forceCreate)).not.toContain(true);
    const after = await visitorCart(marie.state);
    expect(after.id).toBe(before.id);
    expect(Object.keys(after.lineItems)).toHaveLength(Object.keys(before.lineItems).length + 1);
  });

  it("an edited line is saved into the cart the edit mode just read, without asking for it again", async () => {
    const openings = cartOpenings();
    const harness = await requestContext(api.api, { wrap: openings.wrap });
    await addFrom(harness, PRODUCT, { intent: "addToCart", quantity: "500" });
    const cart = await visitorCart(harness.state);
    const lineId = Object.keys(cart.lineItems)[0];
    // What the server's answer hook does with every cart answer (request-state.server.ts).
    harness.state.session = { ...harness.state.session, cartId: cart.id };
    const asked = openings.bodies.length;
    const editUrl = `${PRODUCT}?editItem=${lineId}`;
    const saved = await addFrom(harness, editUrl, { intent: "addToCart", quantity: "1000" });
    expect((saved as Response).headers.get("Location")).toBe("/panier/?done=updated");
    // Only the edit mode's read of the cart: the save goes to the cart it found the line in.
    expect(openings.bodies.length - asked).toBe(1);
    const after = await visitorCart(harness.state);
    expect(Object.values(after.lineItems).map((line) => line.quantity)).toEqual([1000]);
  });
});
