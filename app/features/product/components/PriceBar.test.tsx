import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { StalePrices } from "../product-errors";
import type { Recap } from "../product-page.types";
import { PriceBar } from "./PriceBar";

const recap = { currency: "EUR", totalExclTax: 1900, totalInclTax: 2280 } as Recap;

function render(notUpdated: StalePrices | null): string {
  // No i18next instance: the bar falls back to its English texts.
  vi.spyOn(console, "warn").mockImplementation(() => {});
  return renderToStaticMarkup(
    <PriceBar
      recap={recap}
      vat="excl"
      locale="fr-FR"
      arrivalDate="2026-12-02"
      loading={false}
      notUpdated={notUpdated}
    >
      <button type="submit">Add</button>
    </PriceBar>,
  );
}

describe("PriceBar", () => {
  it("shows the delivery date under the price", () => {
    const html = render(null);
    expect(html).toContain("19,00");
    expect(html).toContain("Delivered");
    expect(html).not.toContain("Not updated");
  });

  it("says in the bar, always in view, when the last choice couldn't be priced", () => {
    const html = render("unavailable");
    expect(html).toContain("19,00");
    expect(html).toContain("Not updated");
    expect(html).not.toContain("Delivered");
  });

  it("says the connection was lost when that is why", () => {
    const html = render("offline");
    expect(html).toContain("19,00");
    expect(html).toContain("Offline");
    expect(html).not.toContain("Not updated");
  });
});
