import type { Transaction } from "kysely";
import type { CarrierTransitTable, Database } from "../schema";

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
