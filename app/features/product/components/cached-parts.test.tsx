import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { ShippingCalculation } from "#contract/delivery/delivery.schemas";
import { createI18n } from "~/i18n/i18n";
import { type MarkupCache, MarkupCacheContext } from "~/ui/cached-markup";
import { queuedMarkupCache, renderLikeThePage } from "../../../../tests/support/markup-render";
import { feature } from "../../../../tests/support/product-features";
import type { PriceCell, PricedRow, ProductViewConfiguration } from "../product-page.types";
import { DeliveryCards } from "./DeliveryCards";
import { FeatureFields } from "./FeatureFields";
import { QuantityGrid } from "./QuantityGrid";

/** The configurator's options, quantity table and delivery cards, sent from the markup cache (ADR 093). */

const french = createI18n({
  locale: "fr-FR",
  dictionaries: { product: { "quantity.legend": "Quantité", "priority.standard": "Standard" } },
});

const configuration = {
  productCustomization: {
    selectedPriorityModel: {
      defaultValue: "standard",
      list: [
        { key: "standard", label: "Standard", productionTime: 3 },
        { key: "express", label: "Express", productionTime: 1 },
      ],
    },
    selectedQuantityModel: {
      mode: "list",
      list: [100, 250],
      defaultValue: 100,
      min: 100,
      max: 250,
      increment: 1,
    },
  },
  features: [feature("paper", ["silk", "gloss"], 2), feature("format", ["a5", "a4"], 1)],
  incompatibilities: [],
} as unknown as ProductViewConfiguration;

const cell = (deliveryKey: PriceCell["deliveryKey"], cents: number): PriceCell => ({
  deliveryKey,
  amountCentExclTax: cents,
  amountCentInclTax: Math.round(cents * 1.2),
  unitAmountExclTax: cents / 10_000,
  unitAmountInclTax: (cents * 1.2) / 10_000,
});
const rowsAt = (standard: number): PricedRow[] => [
  { quantity: 100, options: [cell("standard", standard), cell("express", standard + 500)] },
  { quantity: 250, options: [cell("standard", standard * 2), cell("express", standard * 2 + 500)] },
];
const deliveries = {
  dates: [{ deliveryKey: "standard", arrivalDate: "2026-12-03" }],
  caveat_topics: [],
} as unknown as ShippingCalculation;

function Parts({ rows, loading = false }: { rows: PricedRow[]; loading?: boolean }) {
  const shared = { configuration, rows, quantity: 100, priority: "standard", vat: "excl" as const };
  const money = { currency: "EUR", locale: "fr-FR", loading, configurationTag: "tag-1" };
  return (
    <>
      <FeatureFields
        features={configuration.features}
        attributes={{ paper: "gloss" }}
        availableOptions={null}
        loading={loading}
        configurationTag="tag-1"
      />
      <QuantityGrid
        {...shared}
        {...money}
        quantities={[100, 250]}
        ownQuantity={null}
        onUseOwnQuantity={() => {}}
      />
      <DeliveryCards {...shared} {...money} available={["standard", "express"]} deliveries={deliveries} />
    </>
  );
}

function render(element: ReactElement, cache: MarkupCache | null) {
  return renderLikeThePage(
    <MarkupCacheContext.Provider value={cache}>
      <I18nextProvider i18n={french}>{element}</I18nextProvider>
    </MarkupCacheContext.Provider>,
  );
}

/** A cache that has seen `element` twice and rendered what it asked for. */
async function warmCache(element: ReactElement) {
  const { cache, runQueued } = queuedMarkupCache();
  await render(element, cache);
  await render(element, cache);
  runQueued();
  return cache;
}

describe("the configurator's cached parts", () => {
  it("are sent from the cache byte for byte as rendered inline", async () => {
    const inline = await render(<Parts rows={rowsAt(1200)} />, null);
    expect(inline).toContain("12,00");
    expect(inline).toContain('name="paper" checked="" value="gloss"');
    const cache = await warmCache(<Parts rows={rowsAt(1200)} />);
    const asked: string[] = [];
    const noting: MarkupCache = {
      get: (name, keyParts, element) => {
        const html = cache.get(name, keyParts, element);
        if (html !== undefined) asked.push(name);
        return html;
      },
    };
    expect(await render(<Parts rows={rowsAt(1200)} />, noting)).toBe(inline);
    expect(asked).toEqual(["product-features", "quantity-table", "delivery-cards"]);
  });

  it("never show a price other than the request's: a new price is a new key", async () => {
    const cache = await warmCache(<Parts rows={rowsAt(1200)} />);
    const repriced = await render(<Parts rows={rowsAt(1300)} />, cache);
    expect(repriced).toBe(await render(<Parts rows={rowsAt(1300)} />, null));
    expect(repriced).toContain("13,00");
    expect(repriced).not.toContain("12,00");
  });

  it("keep the elements' own state outside the cached markup", async () => {
    const cache = await warmCache(<Parts rows={rowsAt(1200)} />);
    const loading = await render(<Parts rows={rowsAt(1200)} loading />, cache);
    expect(loading).toContain(
      '<div class="configurator__features" data-topic="configuration" aria-busy="true">',
    );
    expect(loading).toBe(await render(<Parts rows={rowsAt(1200)} loading />, null));
  });
});
