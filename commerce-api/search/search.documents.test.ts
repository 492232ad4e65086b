import { describe, expect, it } from "vitest";
import { productSeeds } from "../db/seed/catalogue";
import { productDefinitionSchema } from "../product/catalogue.types";
import { buildTenantDocuments, fromPrice, type PageInput, textOf } from "./search.documents";

const cards = productSeeds.find((seed) => seed.productKey === "business-cards");
if (!cards) throw new Error("the business cards seed is missing");
const definition = productDefinitionSchema.parse(cards.definition("fr"));

const page = (over: Partial<PageInput>): PageInput => ({
  key: "policy",
  path: "/cgv/",
  title: "Conditions",
  metaDescription: "Nos conditions",
  layout: "standard",
  loggedOnly: false,
  indexable: true,
  blocks: [],
  ...over,
});

describe("search documents", () => {
  it("collects visible copy, not paths, images or block types", () => {
    expect(
      textOf([{ type: "hero", title: "Titre", image: "/a.svg", cta: { label: "Voir", path: "/x/" } }]),
    ).toEqual(["Titre", "Voir"]);
  });

  it("prices the default configuration at its smallest quantity and cheapest speed", () => {
    const price = fromPrice(definition, cards.eur);
    expect(price).toBeGreaterThan(0);
    expect(price).toBeLessThanOrEqual(
      fromPrice({ ...definition, priorities: definition.priorities.slice(1, 2) }, cards.eur),
    );
  });

  it("makes a product of a product page, a document of each glossary term and skips private pages", () => {
    const documents = buildTenantDocuments({
      pages: [
        page({ key: "home", path: "/" }),
        page({ key: "account", path: "/espace-client/", loggedOnly: true }),
        page({
          key: "product-business-cards",
          path: "/cartes-de-visite/standard/",
          layout: "product",
          blocks: [{ type: "productIntro", productKey: "business-cards", name: "Cartes", image: "/c.svg" }],
        }),
        page({
          key: "glossary",
          path: "/glossaire/",
          blocks: [{ type: "glossary", terms: [{ term: "Fond perdu", definition: "Marge de 2 mm" }] }],
        }),
      ],
      products: [{ definition, position: 0, prices: { EUR: cards.eur } }],
      keywords: { "product:business-cards": "business card" },
    });
    expect(documents.map((document) => [document.documentKey, document.type, document.path])).toEqual([
      ["product:business-cards", "product", "/cartes-de-visite/standard/"],
      ["glossary:term-fond-perdu", "glossary", "/glossaire/#term-fond-perdu"],
      ["page:glossary", "page", "/glossaire/"],
    ]);
    const product = documents[0];
    expect(product?.keywords).toBe("business card");
    expect(product?.body).toContain("Pelliculage mat");
    expect(product?.fromPrices?.EUR).toBe(fromPrice(definition, cards.eur));
    expect(documents[2]?.body).not.toContain("Marge de 2 mm");
  });
});
