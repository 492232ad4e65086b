import type { Transaction } from "kysely";
import type { Database } from "../schema";

type Row = [country: string, economy: number, standard: number, express: number, carrier: string];

/** Transit business days per speed; express leaves with the earlier noon cut-off, the others at 14:00. */
const transit: readonly Row[] = [
  ["FR", 3, 2, 1, "Colissimo / Chronopost"],
  ["BE", 4, 2, 1, "bpost / DHL Express"],
  ["LU", 4, 2, 1, "Post Luxembourg / DHL Express"],
  ["CH", 5, 3, 2, "La Poste / DHL Express"],
  ["DE", 4, 2, 1, "DHL Paket / DHL Express"],
  ["GB", 4, 3, 1, "Royal Mail / DPD"],
  ["IE", 5, 3, 2, "An Post / DPD"],
];

export async function seedDelivery(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto("carrier_transit")
    .values(
      transit.flatMap(([country, economy, standard, express, carrier]) => [
        { country, delivery_option: "economy", carrier, transit_days: economy, cutoff_minutes: 14 * 60 },
        { country, delivery_option: "standard", carrier, transit_days: standard, cutoff_minutes: 14 * 60 },
        { country, delivery_option: "express", carrier, transit_days: express, cutoff_minutes: 12 * 60 },
      ]),
    )
    .execute();
}
