import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "~/routes/content-page";
import { islandAlreadyLoaded, markIslandLoaded } from "./island-sync";

/** The island's own fetch already loaded a URL: the route must not load it a second time. */
const url = (href: string) => new URL(href, "http://localhost:3000");
const args = (next: string, formMethod?: string, formData?: FormData, defaultShouldRevalidate = true) =>
  ({
    currentUrl: url("/cartes-de-visite/standard/"),
    nextUrl: url(next),
    formMethod,
    formData,
    defaultShouldRevalidate,
  }) as Parameters<typeof shouldRevalidate>[0];

describe("island sync", () => {
  it("remembers the one URL the island loaded, path and query both", () => {
    markIslandLoaded("/cartes-de-visite/standard/?quantity=500");
    expect(islandAlreadyLoaded(url("/cartes-de-visite/standard/?quantity=500"))).toBe(true);
    expect(islandAlreadyLoaded(url("/cartes-de-visite/standard/?quantity=250"))).toBe(false);
    expect(islandAlreadyLoaded(url("/cartes-de-visite/standard/"))).toBe(false);
    // Asking doesn't consume the mark: the route and its fetchers may each ask.
    expect(islandAlreadyLoaded(url("/cartes-de-visite/standard/?quantity=500"))).toBe(true);
  });

  it("makes the product route skip revalidating that URL, but never a form submission", () => {
    markIslandLoaded("/cartes-de-visite/standard/?quantity=1000");
    expect(shouldRevalidate(args("/cartes-de-visite/standard/?quantity=1000"))).toBe(false);
    expect(shouldRevalidate(args("/cartes-de-visite/standard/?quantity=1000", "POST"))).toBe(true);
    expect(shouldRevalidate(args("/cartes-de-visite/standard/?quantity=100"))).toBe(true);
  });

  it("loads the prices again after a refused promo code, which cleared the code applied before", () => {
    const refused = new FormData();
    refused.set("intent", "applyPromocode");
    // React Router's default after a 400 action is not to revalidate.
    expect(shouldRevalidate(args("/cartes-de-visite/standard/", "POST", refused, false))).toBe(true);
    const addToCart = new FormData();
    addToCart.set("intent", "addToCart");
    expect(shouldRevalidate(args("/cartes-de-visite/standard/", "POST", addToCart, false))).toBe(false);
  });
});
