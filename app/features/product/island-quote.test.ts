import { describe, expect, it } from "vitest";
import { type IslandQuote, isIslandAnswer, pageDataOf, viewAfter } from "./island-quote";
import type { ProductView, ProductViewConfiguration } from "./product-page.types";

const held = { productKey: "cards", features: [] } as unknown as ProductViewConfiguration;
const view = {
  productKey: "cards",
  configuration: held,
  configurationTag: "tag-1",
  search: "?quantity=100",
  errors: [{ topic: "deliveries", message: "d", text: "No dates" }],
} as unknown as ProductView;
const LOST = "Connection interrupted";

describe("viewAfter", () => {
  it("keeps the island's configuration when the quote leaves it out, and takes everything else", () => {
    const quote = { productKey: "cards", configurationTag: "tag-1", search: "?quantity=250" } as IslandQuote;
    const merged = viewAfter(view, { island: quote }, LOST);
    expect(merged.configuration).toBe(held);
    expect(merged.search).toBe("?quantity=250");
  });

  it("takes a configuration the quote sends: a changed one, or none when the product is down", () => {
    const changed = { productKey: "cards", features: [{}] } as unknown as ProductViewConfiguration;
    const fresh = { ...view, configuration: changed, configurationTag: "tag-2" } as IslandQuote;
    expect(viewAfter(view, { island: fresh }, LOST).configuration).toBe(changed);
    const down = { ...view, configuration: null, configurationTag: null } as IslandQuote;
    expect(viewAfter(view, { island: down }, LOST).configuration).toBeNull();
  });

  it("without a quote keeps the last priced view and adds why its prices didn't move", () => {
    const error = { topic: "price-quote" as const, message: "m", unavailable: true, text: "Not now" };
    const kept = viewAfter(view, { island: null, error }, LOST);
    expect(kept.search).toBe(view.search);
    expect(kept.configuration).toBe(held);
    expect(kept.errors.map((shown) => shown.text)).toEqual(["No dates", "Not now"]);
    // A second failure doesn't say it twice.
    expect(viewAfter(kept, { island: null, error }, LOST).errors).toHaveLength(2);
  });

  it("after a lost connection keeps the view and says the prices weren't updated, once", () => {
    const kept = viewAfter(view, { island: null, connectionLost: true }, LOST);
    expect(kept.search).toBe(view.search);
    const lost = kept.errors.find((shown) => shown.text === LOST);
    expect(lost).toMatchObject({ topic: "price-quote", unavailable: true });
    expect(viewAfter(kept, { island: null, connectionLost: true }, LOST).errors).toHaveLength(2);
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
