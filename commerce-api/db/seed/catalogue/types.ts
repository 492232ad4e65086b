import type { PriceTable, PriorityDefinition, ProductDefinition } from "../../../product/catalogue.types";

/** Catalogue seed helpers: one file per product, labels for both shop languages. */

export type Lang = "fr" | "en";

/** Picks the text of a language: `tr(lang)("Format", "Format")` (French first). */
export const tr =
  (lang: Lang) =>
  (fr: string, en: string): string =>
    lang === "fr" ? fr : en;

export type Translate = ReturnType<typeof tr>;

export interface ProductSeed {
  productKey: string;
  definition: (lang: Lang) => ProductDefinition;
  /** Price table in euros; other currencies are derived with `convertTable` and stored as such. */
  eur: PriceTable;
}

/** Economy / standard / express with their production times (business days). */
export function priorities(lang: Lang, days: { economy?: number; standard: number; express?: number }) {
  const t = tr(lang);
  const list: PriorityDefinition[] = [];
  if (days.economy)
    list.push({ key: "economy", label: t("Économique", "Economy"), productionDays: days.economy });
  list.push({ key: "standard", label: t("Standard", "Standard"), productionDays: days.standard });
  if (days.express)
    list.push({ key: "express", label: t("Express", "Express"), productionDays: days.express });
  return list;
}

/** Exchange rates used once, at seed time, to store each currency's own price table. */
export const SEED_EXCHANGE_RATES: Readonly<Record<string, number>> = { EUR: 1, GBP: 0.86 };

const scale = (amount: number, rate: number) => Math.round(amount * rate);

/** A price table in another currency: every amount scaled and rounded; percentages unchanged. */
export function convertTable(table: PriceTable, rate: number): PriceTable {
  const options: PriceTable["options"] = {};
  for (const [feature, values] of Object.entries(table.options)) {
    options[feature] = {};
    for (const [value, surcharge] of Object.entries(values)) {
      options[feature][value] = {
        ...surcharge,
        ...(surcharge.perJob !== undefined && { perJob: scale(surcharge.perJob, rate) }),
        ...(surcharge.perUnit !== undefined && { perUnit: scale(surcharge.perUnit, rate) }),
      };
    }
  }
  return {
    setup: scale(table.setup, rate),
    bands: table.bands.map((band) => ({ from: band.from, unit: Math.max(1, scale(band.unit, rate)) })),
    options,
    priorities: { ...table.priorities },
    hdsCentAmount: scale(table.hdsCentAmount, rate),
  };
}

/** Euros → centi-cents (price table unit): eur(0.056) = 560. */
export const cc = (euros: number): number => Math.round(euros * 10000);
