import type { Transaction } from "kysely";
import type { CarrierTransitTable, Database } from "../schema";
import { tenantSeeds } from "./content";

type DeliveryOption = CarrierTransitTable["delivery_option"];

/** Files approved before the cut-off (Paris time) go into production the same day. */
const cutoffMinutes: Readonly<Record<DeliveryOption, number>> = {
  economy: 12 * 60,
  standard: 12 * 60,
  // Express presses are booked first thing, so express files must be in earlier.
  express: 10 * 60,
};

type Leg = readonly [carrier: string, transitBusinessDays: number];

/**
 * Transit business days from the Paris-area plant, per destination and speed. Switzerland and the
 * United Kingdom include a customs clearance day (two for the post's economy service).
 */
const carriersByCountry: Readonly<Record<string, Readonly<Record<DeliveryOption, Leg>>>> = {
  FR: { economy: ["Colissimo", 3], standard: ["DPD France", 2], express: ["Chronopost", 1] },
  BE: { economy: ["bpost", 4], standard: ["DPD", 2], express: ["DHL Express", 1] },
  LU: { economy: ["POST Luxembourg", 4], standard: ["DPD", 2], express: ["DHL Express", 1] },
  DE: { economy: ["DHL Paket", 4], standard: ["DPD", 2], express: ["UPS Express", 1] },
  CH: { economy: ["La Poste Suisse", 6], standard: ["DPD", 4], express: ["DHL Express", 2] },
  GB: { economy: ["Royal Mail International", 6], standard: ["DPD UK", 4], express: ["DHL Express", 2] },
  IE: { economy: ["An Post", 5], standard: ["DPD Ireland", 3], express: ["DHL Express", 2] },
};

export async function seedDelivery(trx: Transaction<Database>): Promise<void> {
  const rows = Object.entries(carriersByCountry).flatMap(([country, legs]) =>
    (Object.entries(legs) as [DeliveryOption, Leg][]).map(([deliveryOption, [carrier, transitDays]]) => ({
      country,
      delivery_option: deliveryOption,
      carrier,
      transit_days: transitDays,
      cutoff_minutes: cutoffMinutes[deliveryOption],
    })),
  );
  await trx.insertInto("carrier_transit").values(rows).execute();
}

/**
 * Carriage and the free-delivery threshold per tenant currency (issue 17 §4, seed step 017); replaces
 * what a database had, so re-running it after a copy change is safe.
 */
export async function seedShippingRates(trx: Transaction<Database>): Promise<void> {
  for (const seed of tenantSeeds) {
    const tenantKey = seed.tenant.key;
    await trx.deleteFrom("shipping_rates").where("tenant_key", "=", tenantKey).execute();
    for (const currency of seed.currencies) {
      await trx
        .updateTable("tenant_currencies")
        .set({ free_shipping_from_cent: currency.freeShippingFromCent })
        .where("tenant_key", "=", tenantKey)
        .where("currency_code", "=", currency.code)
        .execute();
      const rows = Object.entries(currency.shippingRates).flatMap(([country, byPriority]) =>
        Object.entries(byPriority).map(([priority, centAmount]) => ({
          tenant_key: tenantKey,
          currency_code: currency.code,
          country,
          priority: priority as DeliveryOption,
          cent_amount: centAmount,
        })),
      );
      if (rows.length > 0) await trx.insertInto("shipping_rates").values(rows).execute();
    }
  }
}
