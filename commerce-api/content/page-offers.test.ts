import { describe, expect, it } from "vitest";
import { groupAlternates, offerPaths, productPageRef } from "./page-offers";

const card = (path: string) => ({ name: path, path, image: "/i.svg", text: "" });

describe("page offers", () => {
  it("prices a page's product cards in order, once each, or a product page's own product", () => {
    expect(
      offerPaths({
        path: "/c/",
        blocks: [
          { type: "productGrid", title: "A", items: [card("/b/"), card("/a/")] },
          { type: "categoryGrid", title: "B", items: [card("/x/")] },
          { type: "productGrid", title: "C", items: [card("/a/")] },
        ],
      }),
    ).toEqual(["/b/", "/a/"]);
    const intro = {
      type: "productIntro" as const,
      productKey: "posters",
      name: "Affiches",
      description: "",
      image: "/p.svg",
      highlights: [],
    };
    expect(offerPaths({ path: "/affiches/", blocks: [intro] })).toEqual(["/affiches/"]);
    expect(productPageRef("/affiches/", [intro])).toEqual({
      path: "/affiches/",
      productKey: "posters",
      name: "Affiches",
      image: "/p.svg",
    });
    expect(productPageRef("/x/", [{ type: "richText", content: [{ kind: "p", text: "x" }] }])).toBeNull();
  });

  it("groups alternates by page key and drops pages only one tenant has", () => {
    const alternates = groupAlternates([
      { tenantKey: "fr", locale: "fr-FR", key: "home", path: "/" },
      { tenantKey: "en", locale: "en-GB", key: "home", path: "/" },
      { tenantKey: "fr", locale: "fr-FR", key: "only-fr", path: "/seul/" },
    ]);
    expect([...alternates.keys()]).toEqual(["home"]);
    expect(alternates.get("home")?.map((alternate) => alternate.tenant)).toEqual(["en", "fr"]);
  });
});
