import { describe, expect, it } from "vitest";
import { type IslandQuote, isIslandAnswer, mergeIslandQuote, pageDataOf } from "./island-quote";
import type { ProductView, ProductViewConfiguration } from "./product-page.types";

const held = { productKey: "cards", features: [] } as unknown as ProductViewConfiguration;
const view = {
  productKey: "cards",
  configuration: held,
  configurationTag: "tag-1",
  search: "?quantity=100",
} as unknown as ProductView;

describe("mergeIslandQuote", () => {
  it("keeps the island's configuration when the quote leaves it out, and takes everything else", () => {
    const quote = { productKey: "cards", configurationTag: "tag-1", search: "?quantity=250" } as IslandQuote;
    const merged = mergeIslandQuote(view, quote);
    expect(merged.configuration).toBe(held);
    expect(merged.search).toBe("?quantity=250");
  });

  it("takes a configuration the quote sends: a changed one, or none when the product is down", () => {
    const changed = { productKey: "cards", features: [{}] } as unknown as ProductViewConfiguration;
    const fresh = { ...view, configuration: changed, configurationTag: "tag-2" } as IslandQuote;
    expect(mergeIslandQuote(view, fresh).configuration).toBe(changed);
    const down = { ...view, configuration: null, configurationTag: null } as IslandQuote;
    expect(mergeIslandQuote(view, down).configuration).toBeNull();
  });
});

describe("pageDataOf", () => {
  it("passes a page's data and refuses to render a re-quote answer", () => {
    const page = { page: {}, product: view };
    expect(pageDataOf(page)).toBe(page);
    expect(isIslandAnswer({ island: view })).toBe(true);
    expect(() => pageDataOf({ island: view })).toThrow(/never rendered/);
  });
});
