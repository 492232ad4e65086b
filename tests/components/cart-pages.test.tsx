import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartRoute from "~/routes/cart";
import * as contentPage from "~/routes/content-page";
import * as orderSentRoute from "~/routes/order-sent";
import * as paymentResultRoute from "~/routes/payment-result";
import { createTestApi, dataOf, type TestApi } from "../integration/helpers";
import { placeTransferOrder, sender } from "../integration/orders-fixture";
import { asRoute, input, signIn, tags, textOf, visit } from "./page-harness";

/** The cart and the screens after checkout, filled the way a shopper fills them. */
const cart = asRoute(cartRoute);
const product = asRoute(contentPage);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

/** A visitor who added 500 standard business cards from the product page. */
async function visitorWithCards(tenant: "fr" | "en" = "fr") {
  const visitor = await visit(api.api, { tenant });
  const productPath = tenant === "fr" ? "/cartes-de-visite/standard/" : "/business-cards/standard/";
  const added = await visitor.post(productPath, product, { intent: "addToCart", quantity: "500" });
  if (!(added instanceof Response)) throw new Error(`not added: ${JSON.stringify(added)}`);
  return { visitor, location: added.headers.get("location") ?? "" };
}

const hidden = (html: string, name: string) =>
  tags(html, "input").filter((field) => field.type === "hidden" && field.name === name);

describe("cart page", () => {
  it("says the cart is empty and links back to the shop", async () => {
    const { html } = await (await visit(api.api)).render("/panier/", cart);
    const text = textOf(html);
    expect(text).toContain("Votre panier est vide");
    expect(tags(html, "a").some((link) => link.href === "/" && link.class?.includes("button"))).toBe(true);
    expect(tags(html, "a").some((link) => link.href === "/panier/recapitulatif/")).toBe(false);
  });

  it("lists the added line with its price, its forms and the totals in euros", async () => {
    const { visitor, location } = await visitorWithCards();
    expect(location).toMatch(/^\/panier\/\?added=/);
    const { html } = await visitor.render(location, cart);
    const text = textOf(html);
    expect(text).toContain("Ajouté à votre panier.");
    expect(text).toContain("Cartes de visite standard");
    expect(text).toMatch(/500/);
    // 24,00 € excl. VAT, 28,80 € incl.
    expect(text).toContain("24,00 €");
    expect(text).toContain("28,80 €");
    // The 15-line limit is explained where the count is (issue 38 §2).
    expect(text).toMatch(/1 article sur 15\s: une commande en compte 15 au plus/);
    // No-JS forms per line: which item, and what to do with it.
    const ids = hidden(html, "cartItemId").map((field) => field.value);
    expect(ids.length).toBe(2);
    expect(new Set(ids).size).toBe(1);
    const intents = tags(html, "button").map((button) => button.value);
    expect(intents).toEqual(expect.arrayContaining(["deleteItem", "duplicateItem", "applyPromocode"]));
    expect(tags(html, "a").some((link) => link.href?.startsWith("/cartes-de-visite/standard/?"))).toBe(true);
    expect(tags(html, "a").some((link) => link.href === "/panier/recapitulatif/")).toBe(true);
  });

  it("shows a refused change's error and the promo code form's error with the typed code", async () => {
    const { visitor } = await visitorWithCards();
    const gone = await visitor.post("/panier/", cart, { intent: "deleteItem", cartItemId: "nope" });
    expect(gone).toMatchObject({ errors: { form: "cart:error.itemGone" }, cartItemId: "nope" });
    const refused = await visitor.render("/panier/", cart, { actionData: gone });
    expect(tags(refused.html, "div").some((div) => div.role === "alert")).toBe(true);

    const promo = await visitor.post("/panier/", cart, { intent: "applyPromocode", code: "NOPE" });
    expect(promo).toMatchObject({ errors: { code: expect.any(String) }, values: { code: "NOPE" } });
    const { html } = await visitor.render("/panier/", cart, { actionData: promo });
    expect(input(html, "code")).toMatchObject({ value: "NOPE", "aria-invalid": "true" });
    const describedBy = input(html, "code")["aria-describedby"];
    expect(html).toContain(`id="${describedBy}"`);
  });

  it("confirms a removed line after the redirect", async () => {
    const { visitor, location } = await visitorWithCards();
    const first = await visitor.render(location, cart);
    const id = hidden(first.html, "cartItemId")[0]?.value ?? "";
    const answer = await visitor.post("/panier/", cart, { intent: "deleteItem", cartItemId: id });
    expect(answer).toBeInstanceOf(Response);
    const { html } = await visitor.render((answer as Response).headers.get("location") ?? "", cart);
    expect(textOf(html)).toContain("Votre panier est vide");
    expect(tags(html, "div").some((div) => div.role === "status" || div.class?.includes("alert"))).toBe(true);
  });

  it("prices the English basket in pounds", async () => {
    const { visitor, location } = await visitorWithCards("en");
    const { html } = await visitor.render(location, cart);
    const text = textOf(html);
    expect(text).toMatch(/£\d+\.\d{2}/);
    expect(text).not.toContain("€");
    expect(tags(html, "a").some((link) => link.href === "/basket/checkout/")).toBe(true);
  });
});

describe("after checkout", () => {
  let token = "";
  let order = { orderId: "", orderNumber: "" };
  beforeAll(async () => {
    const send = sender(() => api);
    token = await signIn(api.api);
    order = await placeTransferOrder(send, token);
  });

  it("the order-sent page gives the number and the transfer details", async () => {
    const visitor = await visit(api.api, { accessToken: token });
    const { html } = await visitor.render(`/panier/commande-envoyee/?order=${order.orderId}`, orderSentRoute);
    const text = textOf(html);
    expect(text).toContain(order.orderNumber);
    expect(text).toMatch(/virement/i);
    expect(text).toMatch(/\d+,\d{2} €/);
    // Next steps: the files are due, so sending them is the main action; then the order, the shop.
    const links = tags(html, "a").filter((link) => link.class?.startsWith("button"));
    expect(links.map((link) => [link.href, link.class])).toEqual([
      [`/espace-client/commandes/fichiers/?id=${order.orderId}`, "button button--primary"],
      [`/espace-client/commandes/detail/?id=${order.orderId}`, "button button--secondary"],
      ["/", "button button--secondary"],
    ]);
    expect(text).toContain("Envoyer mes fichiers");
    expect(text).toContain("Voir ma commande");
  });

  it("the payment result page, back from the card page unpaid, offers the methods again (no-JS fields)", async () => {
    const send = sender(() => api);
    const placed = await placeTransferOrder(send, token);
    const intent = dataOf(
      await send(token, "POST", "/api/v1/payment/intent/", {
        orderId: placed.orderId,
        method: "card",
        returnPath: "/panier/paiement/",
      }),
    ) as { id: string };
    const visitor = await visit(api.api, { accessToken: token });
    const { html } = await visitor.render(
      `/panier/paiement/?order=${placed.orderId}&intent=${intent.id}`,
      paymentResultRoute,
    );
    expect(textOf(html)).toContain(placed.orderNumber);
    // Two forms: pay again, or pay by transfer instead (issue 38 §5).
    expect(hidden(html, "orderId").map((field) => field.value)).toEqual([placed.orderId, placed.orderId]);
    expect(
      hidden(html, "intent")
        .map((field) => field.value)
        .sort(),
    ).toEqual(["pay", "resetMethod"]);
    // The provider methods (a transfer needs no retry); the one the shopper tried is chosen again.
    const methods = tags(html, "input").filter((field) => field.name === "method");
    expect(methods.map((field) => field.value)).toEqual(["card", "paypal", "sepa"]);
    expect(methods.find((field) => "checked" in field)?.value).toBe("card");
    expect(textOf(html)).toMatch(/\d+,\d{2} €/);
    // Paying is the main action here; the files link is there, but secondary.
    expect(
      tags(html, "a")
        .filter((link) => link.href?.includes(`id=${placed.orderId}`))
        .map((link) => [link.href, link.class]),
    ).toEqual([
      [`/espace-client/commandes/fichiers/?id=${placed.orderId}`, "button button--secondary"],
      [`/espace-client/commandes/detail/?id=${placed.orderId}`, "button button--secondary"],
    ]);
  });
});
