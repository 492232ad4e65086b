import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { ShippingCalculation } from "#contract/delivery/delivery.schemas";
import type { ServicePrices } from "#contract/product/product.schemas";
import { createI18n } from "~/i18n/i18n";
import { type MarkupCache, MarkupCacheContext } from "~/ui/cached-markup";
import { queuedMarkupCache, renderLikeThePage } from "../../../../tests/support/markup-render";
import { feature } from "../../../../tests/support/product-features";
import type { PriceCell, PricedRow, ProductViewConfiguration, Recap } from "../product-page.types";
import { ArtworkOptions } from "./ArtworkOptions";
import { DeliveryCards } from "./DeliveryCards";
import { FeatureFields } from "./FeatureFields";
import { FirstScreenPrice } from "./FirstScreenPrice";
import { PriceBar } from "./PriceBar";
import { QuantityGrid } from "./QuantityGrid";
import { RecapPanel } from "./RecapPanel";

/**
 * The configurator's options, quantity table and delivery cards (ADR 093), its artwork options and
 * recap, and the price under the product's name (ADR 100), and the price bar's figures (ADR 109), sent
 * from the markup cache.
 */

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
    selectedProductFileFlow: { fileCheck: true },
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
  designExperience: false,
  humanDesignService: true,
  serviceKeys: { humanDesignService: "hds", fileCheck: "check" },
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

/** The cache as a page sees it, noting the name of each part it sent from memory. */
function notingKept(cache: MarkupCache, asked: string[]): MarkupCache {
  return {
    get: (name, keyParts, element) => {
      const html = cache.get(name, keyParts, element);
      if (html !== undefined) asked.push(name);
      return html;
    },
  };
}

describe("the configurator's cached parts", () => {
  it("are sent from the cache byte for byte as rendered inline", async () => {
    const inline = await render(<Parts rows={rowsAt(1200)} />, null);
    expect(inline).toContain("12,00");
    expect(inline).toContain('name="paper" checked="" value="gloss"');
    const cache = await warmCache(<Parts rows={rowsAt(1200)} />);
    const asked: string[] = [];
    const noting = notingKept(cache, asked);
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

const recapAt = (total: number): Recap => ({
  currency: "EUR",
  vatRate: 20,
  productExclTax: total,
  productInclTax: total * 1.2,
  originalProductExclTax: total,
  originalProductInclTax: total * 1.2,
  services: [],
  totalExclTax: total,
  totalInclTax: total * 1.2,
  vatAmount: total * 0.2,
  discountExclTax: 0,
  unitAmountExclTax: total / 10_000,
  unitAmountInclTax: (total * 1.2) / 10_000,
  shipping: null,
});
const selection = {
  attributes: { paper: "gloss" },
  quantity: 100,
  ownQuantity: null,
  priority: "standard",
  uploadType: "upload" as const,
  fileCheck: true,
  jobName: "Salon",
  artwork: [],
  vat: "excl" as const,
};

/** The recap, the artwork options, the price under the name and the price bar, at `cents`. */
function Summary({ cents, loading = false }: { cents: number; loading?: boolean }) {
  const service = (key: string, centAmount: number) => ({
    key,
    currencyCode: "EUR",
    taxRate: 20,
    centAmount,
    centAmountInclTax: centAmount * 1.2,
  });
  const services: ServicePrices = {
    currency: "EUR",
    services: [service("hds", cents), service("check", 500)],
  };
  return (
    <>
      <FirstScreenPrice
        facts={{ fromCent: cents, vat: "excl", arrivalDate: "2026-12-03" }}
        currency="EUR"
        locale="fr-FR"
      />
      <ArtworkOptions
        {...{ configuration, selection, services, loading }}
        vat="excl"
        currency="EUR"
        locale="fr-FR"
        configurationTag="tag-1"
      />
      <RecapPanel
        recap={recapAt(cents)}
        productName="Cartes"
        quantity={100}
        vat="excl"
        promocode={null}
        locale="fr-FR"
        loading={loading}
      />
      <PriceBar recap={recapAt(cents)} vat="excl" locale="fr-FR" arrivalDate="2026-12-03" loading={loading}>
        <button type="submit">Ajouter</button>
      </PriceBar>
    </>
  );
}

describe("the product page's summary parts (ADR 100, 109)", () => {
  it("are sent from the cache byte for byte as rendered inline", async () => {
    const inline = await render(<Summary cents={1900} />, null);
    expect(inline).toContain("19,00");
    expect(inline).toContain('value="Salon"');
    const cache = await warmCache(<Summary cents={1900} />);
    const asked: string[] = [];
    const noting = notingKept(cache, asked);
    expect(await render(<Summary cents={1900} />, noting)).toBe(inline);
    expect(asked).toEqual(["first-screen-price", "artwork-options", "recap", "price-bar"]);
  });

  it("never show a total, a service price or a from-price other than the request's", async () => {
    const cache = await warmCache(<Summary cents={1900} />);
    const repriced = await render(<Summary cents={3000} />, cache);
    expect(repriced).toBe(await render(<Summary cents={3000} />, null));
    expect(repriced).toContain("30,00");
    expect(repriced).not.toContain("19,00");
  });

  it("keep aria-busy live outside the cached markup", async () => {
    const cache = await warmCache(<Summary cents={1900} />);
    const loading = await render(<Summary cents={1900} loading />, cache);
    expect(loading).toContain('<section class="recap" aria-labelledby="recap-title" aria-busy="true">');
    expect(loading).toContain('<div class="sticky-bar price-bar" data-testid="price-bar" aria-busy="true">');
    expect(loading).toBe(await render(<Summary cents={1900} loading />, null));
  });
});
