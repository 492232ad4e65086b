import { describe, expect, it } from "vitest";
import { isPromoPage, nextComingFromCart, referrerPath } from "./coming-from-cart";

const shop = {
  links: { cart: "/panier/", login: "/connexion/", register: "/inscription/", welcome: "/bienvenue/" },
  urlMap: new Map([
    ["/affiches/", { key: "product-posters" }],
    ["/noel/", { key: "landing-christmas" }],
    ["/offre-decouverte/", { key: "loss-leader" }],
  ]),
};

describe("comingFromCart", () => {
  it("is set when the previous page was the cart and kept while the shopper browses on", () => {
    expect(nextComingFromCart(false, { path: "/affiches/", previousPath: "/panier/" }, shop)).toBe(true);
    expect(nextComingFromCart(true, { path: "/flyers/", previousPath: "/affiches/" }, shop)).toBe(true);
    expect(nextComingFromCart(false, { path: "/affiches/", previousPath: "/" }, shop)).toBe(false);
  });

  it("is cleared by registration, login, welcome and promo pages", () => {
    for (const path of ["/inscription/", "/connexion/", "/bienvenue/", "/noel/", "/offre-decouverte/"])
      expect(nextComingFromCart(true, { path, previousPath: "/panier/" }, shop)).toBe(false);
  });

  it("knows promo pages by their url map key", () => {
    expect(isPromoPage(shop, "/noel/")).toBe(true);
    expect(isPromoPage(shop, "/affiches/")).toBe(false);
  });

  it("reads only a same-origin referrer", () => {
    expect(referrerPath("http://localhost:3000/panier/?x=1", "localhost:3000")).toBe("/panier/");
    expect(referrerPath("https://evil.example/panier/", "localhost:3000")).toBeNull();
    expect(referrerPath("not a url", "localhost:3000")).toBeNull();
    expect(referrerPath(null, "localhost:3000")).toBeNull();
  });
});
