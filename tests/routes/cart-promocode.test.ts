import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartAction, loadCartPage } from "../../app/features/cart/cart.server";
import type { Upstream } from "../../app/server/api/api-client.server";
import type { FormResult } from "../../app/server/form-errors";
import { createTestApi, type TestApi } from "../integration/helpers";
import { addProductToCart, formPost, type Harness, locationOf, statusOf } from "../support/checkout-shopper";
import { requestContext } from "../support/request-harness";

/**
 * The cart screen's promo code form (posted to the cart route like the line buttons): the code
 * lands on the cart's lines, a code that can't apply says why, and the confirmation names it.
 */
const CART = "http://localhost:3000/panier/";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

async function visitorWithCards(options = {}) {
  const harness = await requestContext(api.api, options);
  await addProductToCart(harness);
  return harness;
}

const promo = (harness: Harness, fields: Record<string, string>) =>
  cartAction(harness.context, formPost(CART, fields), new URL(CART));

const cart = (harness: Harness, query = "") => loadCartPage(harness.context, new URL(`${CART}${query}`));

/** The promo form's refusal (ADR 088): the error at its field `code`, the typed code put back. */
type PromoRefusal = { data: FormResult };

describe("cart promo code", () => {
  it("applies a code to the cart's lines and confirms it by name", async () => {
    const harness = await visitorWithCards();
    const answer = await promo(harness, { intent: "applyPromocode", code: " CARTES20 " });
    expect(statusOf(answer)).toBe(303);
    expect(locationOf(answer)).toBe("/panier/?done=promo-applied&code=CARTES20");
    const after = await cart(harness, "?done=promo-applied&code=CARTES20");
    expect(after.promocode).toBe("CARTES20");
    expect(after.done).toBe("promo-applied");
    expect(after.doneCode).toBe("CARTES20");
  });

  it("then removes it, and the lines are back at full price", async () => {
    const harness = await visitorWithCards();
    const full = (await cart(harness)).summary.totalExclTax;
    await promo(harness, { intent: "applyPromocode", code: "CARTES20" });
    expect((await cart(harness)).summary.totalExclTax).toBeLessThan(full);
    const removed = await promo(harness, { intent: "removePromocode" });
    expect(locationOf(removed)).toBe("/panier/?done=promo-removed");
    const after = await cart(harness);
    expect(after.promocode).toBeNull();
    expect(after.summary.totalExclTax).toBe(full);
  });

  it("an expired or unknown code is refused with the reason, the typed code kept", async () => {
    const harness = await visitorWithCards();
    const expired = (await promo(harness, { intent: "applyPromocode", code: "ETE2023" })) as PromoRefusal;
    expect(statusOf(expired)).toBe(422);
    expect(expired.data.errors.code).toMatch(/^product:promocode\.reason\.[a-z_]+$/);
    expect(expired.data.values?.code).toBe("ETE2023");
    const unknown = (await promo(harness, { intent: "applyPromocode", code: "NOPE" })) as PromoRefusal;
    expect(statusOf(unknown)).toBe(422);
    expect((await cart(harness)).promocode).toBeNull();
  });

  it("an empty or overlong code is a 400 before asking the API", async () => {
    const harness = await visitorWithCards();
    const empty = (await promo(harness, { intent: "applyPromocode", code: "  " })) as PromoRefusal;
    expect(statusOf(empty)).toBe(400);
    expect(empty.data.errors.code).toBe("cart:promo.error.empty");
    const long = (await promo(harness, { intent: "applyPromocode", code: "X".repeat(65) })) as PromoRefusal;
    expect(statusOf(long)).toBe(400);
    expect(long.data.errors.code).toBe("cart:promo.error.tooLong");
    expect(long.data.values?.code).toHaveLength(64);
  });

  it("the promo service down is an error page, and the cart is left as it was", async () => {
    const promoDown =
      (upstream: Upstream): Upstream =>
      async (request) =>
        new URL(request.url).pathname.endsWith("/promocode/")
          ? Response.json({ status: "error", code: "UNAVAILABLE", message: "down" }, { status: 503 })
          : upstream(request);
    const harness = await visitorWithCards({ wrap: promoDown });
    const thrown = await promo(harness, { intent: "applyPromocode", code: "CARTES20" }).catch(
      (error: unknown) => error,
    );
    expect(statusOf(thrown)).toBe(503);
    expect((await cart(harness)).promocode).toBeNull();
  });
});
