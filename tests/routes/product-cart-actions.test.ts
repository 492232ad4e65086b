import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartAction, loadCartPage } from "../../app/features/cart/cart.server";
import { productAction } from "../../app/features/product/product-actions.server";
import { visitorCart } from "../../app/features/product/product-api.server";
import type { Upstream } from "../../app/server/api/api-client.server";
import { createTestApi, type TestApi } from "../integration/helpers";
import { requestContext } from "../support/request-harness";
import { payloadOf, post, productPageAt, statusOf } from "./route-helpers";

/**
 * The product page's action and the cart's, driven like a browser without JavaScript posts them,
 * against the real embedded API (issue 13 §3: route-level tests below e2e).
 */
const PRODUCT = "http://localhost:3000/cartes-de-visite/standard/";
const CART = "http://localhost:3000/panier/";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const productPage = (harness: Awaited<ReturnType<typeof requestContext>>, url = PRODUCT) =>
  productPageAt(harness, url);

describe("product page action", () => {
  it("adds the posted configuration to the visitor's cart and lands on the cart", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    const answer = await productAction(
      harness.context,
      post(PRODUCT, { intent: "addToCart", quantity: "500", jobName: "Salon 2027" }),
      new URL(PRODUCT),
      source,
    );
    expect(statusOf(answer)).toBe(303);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/panier\/\?added=/);
    const cart = await loadCartPage(harness.context, new URL(CART));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(500);
    expect(cart.summary.totalInclTax).toBeGreaterThan(cart.summary.totalExclTax);
  });

  it("refuses roll labels with an unfinished design, back on the page with every row kept (spec §4/§5)", async () => {
    const LABELS = "http://localhost:3000/etiquettes-en-rouleau/";
    const harness = await requestContext(api.api);
    const source = await productPage(harness, LABELS);
    const form = (secondRolls: string) => {
      const body = new URLSearchParams({ intent: "addToCart", sets: "2", quantity: "2" });
      for (const [name, rolls] of [
        ["Abricot", "1"],
        ["Cerise", secondRolls],
      ]) {
        body.append("artworkName", name ?? "");
        body.append("artworkQuantity", "");
        body.append("artworkRolls", rolls ?? "");
      }
      return new Request(LABELS, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body,
      });
    };
    const refused = await productAction(harness.context, form(""), new URL(LABELS), source);
    expect(statusOf(refused)).toBe(303);
    const location = new URL((refused as Response).headers.get("Location") ?? "", LABELS);
    expect(location.hash).toBe("#artwork-rows");
    expect(location.searchParams.get("artworkCheck")).toBe("1");
    expect(location.searchParams.getAll("artworkName")).toEqual(["Abricot", "Cerise"]);
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(0);
    const added = await productAction(harness.context, form("1"), new URL(LABELS), source);
    expect((added as Response).headers.get("Location")).toMatch(/^\/panier\/\?added=/);
  });

  it("puts the search that led to the product on the line, and ignores one that isn't a search id", async () => {
    for (const [searchId, expected] of [
      ["srch_0123456789abcdef", { searchId: "srch_0123456789abcdef" }],
      ["<script>", undefined],
    ] as const) {
      const harness = await requestContext(api.api);
      const source = await productPage(harness);
      const url = `${PRODUCT}?searchId=${encodeURIComponent(searchId)}`;
      const added = await productAction(
        harness.context,
        post(url, { intent: "addToCart", searchId }),
        new URL(url),
        source,
      );
      expect(statusOf(added)).toBe(303);
      const cart = await visitorCart(harness.state);
      const [line] = Object.values(cart.lineItems);
      expect(line?.merchantInfo.searchIds).toEqual(expected);
    }
  });

  it("keeps a valid promo code in the session, clears an unknown one with the reason", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    const applied = await productAction(
      harness.context,
      post(PRODUCT, { intent: "applyPromocode", promocode: "BIENVENUE10" }),
      new URL(PRODUCT),
      source,
    );
    expect(statusOf(applied)).toBe(303);
    expect(harness.state.session.promocode?.code).toBe("BIENVENUE10");
    const refused = await productAction(
      harness.context,
      post(PRODUCT, { intent: "applyPromocode", promocode: "NOPE-NOPE" }),
      new URL(PRODUCT),
      source,
    );
    expect(statusOf(refused)).toBe(400);
    expect(harness.state.session.promocode).toBeNull();
  });

  it("a promo code posted with the whole form keeps the options not yet priced and the job name", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    const answer = await productAction(
      harness.context,
      post(`${PRODUCT}?quantity=250`, {
        intent: "applyPromocode",
        promocode: "BIENVENUE10",
        quantity: "500",
        jobName: "Salon 2027",
        shownPrice: "1900",
      }),
      new URL(`${PRODUCT}?quantity=250`),
      source,
    );
    expect(statusOf(answer)).toBe(303);
    const back = new URL((answer as Response).headers.get("Location") ?? "", PRODUCT);
    expect(back.searchParams.get("quantity")).toBe("500");
    expect(back.searchParams.get("jobName")).toBe("Salon 2027");
    expect(back.searchParams.has("promocode")).toBe(false);
    expect(back.searchParams.has("shownPrice")).toBe(false);
    expect(harness.state.session.promocode?.code).toBe("BIENVENUE10");
  });

  it("never adds at a price the shopper hasn't seen: the new price is shown first", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    // The page showed 250 cards at 19,00 €; the shopper picked 500 without updating the price.
    const answer = await productAction(
      harness.context,
      post(PRODUCT, { intent: "addToCart", quantity: "500", jobName: "Salon", shownPrice: "1900" }),
      new URL(PRODUCT),
      source,
    );
    expect(statusOf(answer)).toBe(303);
    const back = new URL((answer as Response).headers.get("Location") ?? "", PRODUCT);
    expect(back.pathname).toBe("/cartes-de-visite/standard/");
    expect(back.searchParams.get("quantity")).toBe("500");
    expect(back.searchParams.get("repriced")).toBe("1");
    expect(back.hash).toBe("#recap-title");
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(0);

    // Seen, the same price goes in.
    const seen = await productAction(
      harness.context,
      post(PRODUCT, { intent: "addToCart", quantity: "500", shownPrice: "2400" }),
      new URL(PRODUCT),
      source,
    );
    expect((seen as Response).headers.get("Location")).toMatch(/^\/panier\/\?added=/);
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(1);
  });

  it("refuses an unknown intent with 400 and changes nothing", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    const answer = await productAction(
      harness.context,
      post(PRODUCT, { intent: "dropTables" }),
      new URL(PRODUCT),
      source,
    );
    expect(statusOf(answer)).toBe(400);
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(0);
  });
});

describe("cart action", () => {
  it("duplicates then deletes a line; a line already gone is a 404, not a 500", async () => {
    const harness = await requestContext(api.api);
    const source = await productPage(harness);
    await productAction(harness.context, post(PRODUCT, { intent: "addToCart" }), new URL(PRODUCT), source);
    const [line] = (await loadCartPage(harness.context, new URL(CART))).lines;
    if (!line) throw new Error("no line");
    const duplicated = await cartAction(
      harness.context,
      post(CART, { intent: "duplicateItem", cartItemId: line.id }),
      new URL(CART),
    );
    expect(statusOf(duplicated)).toBe(303);
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(2);
    const deleted = await cartAction(
      harness.context,
      post(CART, { intent: "deleteItem", cartItemId: line.id }),
      new URL(CART),
    );
    expect(statusOf(deleted)).toBe(303);
    const again = await cartAction(
      harness.context,
      post(CART, { intent: "deleteItem", cartItemId: line.id }),
      new URL(CART),
    );
    expect(statusOf(again)).toBe(404);
    expect((await loadCartPage(harness.context, new URL(CART))).lines).toHaveLength(1);
  });

  it("a refused duplicate shows the dictionary message the server names, else duplication_error_message (spec §8)", async () => {
    const refusing =
      (dictionaryKey?: string) =>
      (upstream: Upstream): Upstream =>
      async (request) =>
        new URL(request.url).pathname.includes("/duplicateItem")
          ? Response.json(
              {
                status: "error",
                code: "NOPE",
                message: "refused",
                ...(dictionaryKey ? { dictionaryKey } : {}),
              },
              { status: 409 },
            )
          : upstream(request);
    for (const [named, expected] of [
      ["cart:error.limit", "cart:error.limit"],
      [undefined, "cart:duplication_error_message"],
      ["<script>", "cart:duplication_error_message"],
    ] as const) {
      const harness = await requestContext(api.api, { wrap: refusing(named) });
      const source = await productPage(harness);
      await productAction(harness.context, post(PRODUCT, { intent: "addToCart" }), new URL(PRODUCT), source);
      const [line] = (await loadCartPage(harness.context, new URL(CART))).lines;
      const refused = await cartAction(
        harness.context,
        post(CART, { intent: "duplicateItem", cartItemId: line?.id ?? "" }),
        new URL(CART),
      );
      expect(statusOf(refused)).toBe(409);
      expect(payloadOf(refused)).toMatchObject({
        errors: { form: expected },
        errorFallback: "cart:duplication_error_message",
        cartItemId: line?.id,
      });
      // The page only carries its own entries (ADR 040): the server-named one comes as text.
      expect((payloadOf(refused) as { errorText?: string }).errorText).toBe(
        named === "cart:error.limit" ? harness.state.shop.dictionaries.cart?.["error.limit"] : undefined,
      );
    }
  });

  it("answers a malformed intent with 400", async () => {
    const harness = await requestContext(api.api);
    const answer = await cartAction(harness.context, post(CART, { intent: "explode" }), new URL(CART));
    expect(statusOf(answer)).toBe(400);
  });
});
