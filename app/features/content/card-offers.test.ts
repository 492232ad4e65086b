import { describe, expect, it } from "vitest";
import type { ProductOffer } from "#contract/content/content.schemas";
import { fromAmount, pricingOf, sortCards, vatDisplayOf } from "./card-offers";

const offer = (path: string, exclTax: number): ProductOffer => ({
  productKey: path,
  path,
  name: path,
  image: "/i.svg",
  currencyCode: "EUR",
  lowPrice: { exclTax, inclTax: exclTax + exclTax / 5 },
  highPrice: { exclTax: exclTax * 10, inclTax: exclTax * 12 },
  offerCount: 3,
  fastestProductionDays: 2,
  availability: "InStock",
});

describe("card offers", () => {
  const offers = [offer("/b/", 900), offer("/a/", 1500), offer("/c/", 900)];
  const cards = ["/a/", "/x/", "/b/", "/c/"].map((path) => ({ path }));

  it("lists a category cheapest first, unpriced cards last, ties in page order", () => {
    const pricing = pricingOf(offers, { vat: "excl", locale: "fr-FR", sortByPrice: true });
    expect(sortCards(cards, pricing).map((card) => card.path)).toEqual(["/b/", "/c/", "/a/", "/x/"]);
    const home = pricingOf(offers, { vat: "excl", locale: "fr-FR", sortByPrice: false });
    expect(sortCards(cards, home)).toEqual(cards);
  });

  it("shows the from price excl. or incl. VAT as the URL asks", () => {
    expect(fromAmount(offer("/a/", 1000), "excl")).toBe(1000);
    expect(fromAmount(offer("/a/", 1000), "incl")).toBe(1200);
    expect(vatDisplayOf(new URL("http://x/a/?vat=incl"))).toBe("incl");
    expect(vatDisplayOf(new URL("http://x/a/?vat=nope"))).toBe("excl");
  });
});
