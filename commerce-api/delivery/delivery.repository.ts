/**
 * SQL of the delivery domain. Carrier transit and countries are shared by every tenant (a carrier
 * serves a country whichever shop sold the parcel); stock belongs to the fulfiller's sku.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { futureAvailabilitySchema, type Inventory } from "#contract/delivery/delivery.schemas";
import { reusableQuery } from "../db/reusable-query";
import type { Database } from "../db/schema";
import type { CarrierOption } from "./shipping-dates";

type Db = Kysely<Database>;

export async function findCarrierOptions(db: Db, country: string): Promise<CarrierOption[]> {
  const rows = await carrierTransit(db, { country });
  return rows.map((row) => ({
    deliveryOption: row.delivery_option,
    carrier: row.carrier,
    transitDays: row.transit_days,
    cutoffMinutes: row.cutoff_minutes,
  }));
}

// Every delivery date (each cart line's arrival) asks for these two: built once (ADR 101).
const carrierTransit = reusableQuery((db, v: { country: string }) =>
  db
    .selectFrom("carrier_transit")
    .select(["delivery_option", "carrier", "transit_days", "cutoff_minutes"])
    .where("country", "=", v.country),
);

const zipPattern = reusableQuery((db, v: { country: string }) =>
  db.selectFrom("countries").select("zipcode_pattern").where("iso2", "=", v.country),
);

/** Countries some carrier delivers to, sorted: for the "we don't deliver there" message. */
export async function listServedCountries(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("carrier_transit")
    .select("country")
    .distinct()
    .orderBy("country")
    .execute();
  return rows.map((row) => row.country);
}

/** The country's postcode format, or null when the country has none on record. */
export async function findZipPattern(db: Db, country: string): Promise<RegExp | null> {
  const [row] = await zipPattern(db, { country });
  if (!row) return null;
  try {
    return new RegExp(row.zipcode_pattern, "i");
  } catch {
    // An operator typo in a pattern must not break delivery dates: treat the zip as unchecked.
    return null;
  }
}

const storedAvailabilitySchema = z.array(futureAvailabilitySchema);

/** Stock levels of an externally fulfilled sku (table created by migration 003.1-catalogue), or null. */
export async function findStockLevels(
  db: Db,
  mcpSku: string,
): Promise<Pick<Inventory, "immediateQuantity" | "futureAvailability"> | null> {
  const row = await db
    .selectFrom("inventory")
    .select(["immediate_quantity", "future_availability"])
    .where("mcp_sku", "=", mcpSku)
    .executeTakeFirst();
  if (!row) return null;
  const futureAvailability = storedAvailabilitySchema
    .parse(JSON.parse(row.future_availability))
    .sort((left, right) => left.date.localeCompare(right.date));
  return { immediateQuantity: Math.max(0, row.immediate_quantity), futureAvailability };
}
