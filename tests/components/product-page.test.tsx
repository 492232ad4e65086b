import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cartRoute from "~/routes/cart";
import * as contentPage from "~/routes/content-page";
import { createTestApi, type TestApi } from "../integration/helpers";
import { failing } from "../support/request-harness";
import { asRoute, checkedValue, input, tags, textOf, visit } from "./page-harness";

/** The product page as a shopper sees it: the seed's business cards, priced by the real API. */
const route = asRoute(contentPage);
const CARDS_FR = "/cartes-de-visite/standard/";
const CARDS_EN = "/business-cards/standard/";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const addButton = (html: string) => {
  const button = tags(html, "button").find((attributes) => attributes.value === "addToCart");
  if (!button) throw new Error("no add-to-cart button");
  return button;
};

describe("product page, French shop", () => {
  it("shows the default selection checked, the grid and the recap in euros, ready to add to cart", async () => {
    const { html } = await (await visit(api.api)).render(CARDS_FR, route);
    const text = textOf(html);
    expect(text).toContain("Cartes de visite standard");
    expect(checkedValue(html, "format")).toBe("85x55");
    expect(checkedValue(html, "paper")).toBe("coated-350");
    expect(checkedValue(html, "quantity")).toBe("250");
    expect(checkedValue(html, "delivery")).toBe("standard");
    expect(checkedValue(html, "vat")).toBe("excl");
    // Unit and line prices in fr-FR euros; the recap adds 20 % VAT.
    expect(text).toContain("0,076 € / unité");
    expect(text).toMatch(/Total HT 19,00 € TVA \(20 %\) 3,80 € Total TTC 22,80 €/);
    expect(text).toContain("1 000");
    // Without JS: a GET form to the page, an update button, and the add button posting the selection.
    expect(tags(html, "form").find((form) => form.class === "configurator")).toMatchObject({
      action: CARDS_FR,
      method: "get",
    });
    expect(text).toContain("Mettre à jour le prix");
    const add = addButton(html);
    expect(add).not.toHaveProperty("disabled");
    expect(add.formaction).toContain(`${CARDS_FR}?format=85x55&paper=coated-350`);
    expect(add.formmethod).toBe("post");
    // The promo code belongs to the configurator form: applying it posts every choice (issue 17 §3).
    expect(input(html, "promocode")).toMatchObject({ maxlength: "64" });
    expect(input(html, "promocode")).not.toHaveProperty("form");
    const apply = tags(html, "button").find((button) => button.value === "applyPromocode");
    expect(apply).toMatchObject({ formmethod: "post" });
    expect(apply?.formaction).toContain(CARDS_FR);
    // The price the shopper sees goes with add to cart, and the JS-off update lands back at it.
    expect(input(html, "shownPrice").value).toBe("1900");
    const update = tags(html, "button").find((button) => button.class?.includes("configurator__update"));
    expect(update?.formaction).toBe(`${CARDS_FR}#recap-title`);
    // Chrome around it: breadcrumbs to the category, the campaign stripe, the skip link.
    expect(html).toContain('<a href="/cartes-de-visite/" data-discover="true">Cartes de visite</a>');
    expect(html).toContain(
      '<span aria-current="page" class="visually-hidden">Cartes de visite standard</span>',
    );
    expect(html).toContain('href="#main-content"');
    expect(text).toContain("Livraison offerte dès 50 € HT");
  });

  it("quotes the asked selection: 500 copies, prices including VAT", async () => {
    const { html } = await (await visit(api.api)).render(`${CARDS_FR}?quantity=500&vat=incl`, route);
    expect(checkedValue(html, "quantity")).toBe("500");
    expect(checkedValue(html, "vat")).toBe("incl");
    // 24,00 € excl. VAT for 500 standard → 28,80 € incl.
    expect(textOf(html)).toMatch(/Total TTC 28,80 €/);
    expect(html).toContain('<tr class="is-selected">');
  });

  it("offers the artwork choices with their service prices", async () => {
    const { html } = await (await visit(api.api)).render(CARDS_FR, route);
    const text = textOf(html);
    expect(checkedValue(html, "upload")).toBe("upload");
    expect(text).toContain("Nos graphistes le créent pour moi + 29,00 €");
    expect(input(html, "fileCheck")).toMatchObject({ type: "checkbox", value: "1" });
    expect(input(html, "jobName")).toMatchObject({ maxlength: "50", id: "job-name" });
    // "Request a custom quote" submits this very form (the configuration on screen) to the request screen.
    expect(tags(html, "button").find((button) => button.name === "product")).toMatchObject({
      formaction: "/demande-de-devis/",
      formmethod: "get",
      value: "business-cards",
    });
  });

  it("without a price (the quote failed) says so and cannot add to the cart", async () => {
    const visitor = await visit(api.api, { wrap: failing("/api/v1/product/quote/", "503"), timeoutMs: 500 });
    const { html } = await visitor.render(CARDS_FR, route);
    expect(addButton(html)).toHaveProperty("disabled");
    expect(html).toContain('role="alert"');
    // The options stay choosable.
    expect(checkedValue(html, "format")).toBe("85x55");
  });

  it("shows a maintenance notice instead of the configurator when the product can't be loaded", async () => {
    const visitor = await visit(api.api, {
      wrap: failing("/api/v1/content/product-configuration/", "503"),
      timeoutMs: 500,
    });
    const { html } = await visitor.render(CARDS_FR, route);
    expect(tags(html, "div").some((div) => div["data-maintenance"] === "true")).toBe(true);
    expect(tags(html, "button").some((button) => button.value === "addToCart")).toBe(false);
    expect(textOf(html)).toContain("Cartes de visite standard");
    // The custom quote request stays reachable, for this product (ADR 026).
    expect(tags(html, "a").map((link) => link.href)).toContain("/demande-de-devis/?product=business-cards");
  });

  it("tells a crawler the quantities without prices and offers no add button it could use", async () => {
    const visitor = await visit(api.api);
    visitor.state.isBot = true;
    const { html } = await visitor.render(CARDS_FR, route);
    expect(textOf(html)).toContain("1 000");
    expect(addButton(html)).toHaveProperty("disabled");
  });

  it("puts an invalid promo code's error next to the field", async () => {
    const visitor = await visit(api.api);
    const actionData = await visitor.post(CARDS_FR, route, { intent: "applyPromocode", promocode: "NOPE" });
    expect(actionData).toMatchObject({ errors: { promocode: "product:promocode.invalid" } });
    const { html } = await visitor.render(CARDS_FR, route, { actionData });
    expect(input(html, "promocode")).toMatchObject({
      "aria-invalid": "true",
      "aria-describedby": "promocode-input-error",
    });
    expect(html).toMatch(/id="promocode-input-error"[^>]*>[^<]+/);
  });

  it("shows an applied promo code with a way to remove it and the discounted recap", async () => {
    const visitor = await visit(api.api);
    const answer = await visitor.post(CARDS_FR, route, { intent: "applyPromocode", promocode: "CARTES20" });
    expect(answer).toBeInstanceOf(Response);
    const { html } = await visitor.render(CARDS_FR, route);
    // 20 % off 19,00 € excl. VAT, shown as a recap line.
    expect(textOf(html)).toMatch(
      /Code CARTES20 − 3,80 € Total HT 15,20 € TVA \(20 %\) 3,04 € Total TTC 18,24 €/,
    );
    expect(tags(html, "button").some((button) => button.value === "removePromocode")).toBe(true);
  });

  it("after sharing, shows the link to copy", async () => {
    const visitor = await visit(api.api);
    const actionData = await visitor.post(CARDS_FR, route, { intent: "shareConfiguration" });
    expect(actionData).toMatchObject({ shareUrl: expect.any(String) });
    const { shareUrl } = actionData as { shareUrl: string };
    const { html } = await visitor.render(CARDS_FR, route, { actionData });
    expect(shareUrl).toMatch(/^http:\/\/localhost:3000\/cartes-de-visite\/standard\/\?c=/);
    expect(tags(html, "input").some((field) => field.value === shareUrl && "readonly" in field)).toBe(true);
  });

  it("refuses to add a selection with an unknown option, saying why, and adds nothing", async () => {
    const visitor = await visit(api.api);
    const refused = await visitor.post(`${CARDS_FR}?format=nope`, route, { intent: "addToCart" });
    expect(refused).toMatchObject({ errors: { form: "product:cart.invalidSelection" } });
    const { html } = await visitor.render(`${CARDS_FR}?format=nope`, route, { actionData: refused });
    expect(textOf(html)).toContain("Certaines options ne sont pas valides : vérifiez votre sélection");
    const cart = await visitor.render("/panier/", asRoute(cartRoute));
    expect(textOf(cart.html)).toContain("Votre panier est vide");
  });

  it("confirms an item was added", async () => {
    const { html } = await (await visit(api.api)).render(`${CARDS_FR}?added=1`, route);
    expect(html).toContain('role="status"');
    expect(textOf(html)).toContain("Ajouté à votre panier.");
  });
});

describe("product page, English shop", () => {
  it("prices in pounds with en-GB formatting", async () => {
    const { html } = await (await visit(api.api, { tenant: "en" })).render(CARDS_EN, route);
    const text = textOf(html);
    expect(text).toMatch(/£\d+\.\d{2}/);
    expect(text).not.toContain("€");
    expect(text).toContain("Add to basket");
    expect(checkedValue(html, "quantity")).not.toBeNull();
  });

  it("shows a starter offer's product and end date on its landing page", async () => {
    const { html } = await (await visit(api.api, { tenant: "en" })).render(
      "/starter-offer/?key=starter-cards",
      route,
    );
    const text = textOf(html);
    expect(text).toContain("250 business cards at a starter price");
    expect(text).toContain("Your first business cards with 10% off.");
  });
});
