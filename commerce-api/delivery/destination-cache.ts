import type { Kysely } from "kysely";
import { deepFreeze, freshFor } from "../db/process-caches";
import type { Database } from "../db/schema";
import { findCarrierOptions, findZipPattern } from "./delivery.repository";
import type { CarrierOption } from "./shipping-dates";

/**
 * How long a country's carriers and postcode pattern are reused. Nothing the API does changes them
 * (the seed writes them); an operator's edit in the database shows within this time, as a tenant's
 * settings do (`TENANT_TTL_MS`). Every line put in a cart read both (ADR 105).
 */
export const DESTINATION_TTL_MS = 5_000;

export interface Destination {
  carriers: readonly CarrierOption[];
  zipPattern: RegExp | null;
}

/** The carriers serving `country` (upper case) and its postcode pattern, from the cache while fresh. */
export const cachedDestination: (
  db: Kysely<Database>,
  country: string,
  now?: number,
) => Promise<Destination> = freshFor(
  DESTINATION_TTL_MS,
  (db: Kysely<Database>, country) =>
    Promise.all([findCarrierOptions(db, country), findZipPattern(db, country)]).then(
      // The pattern has no g or y flag, so testing it writes nothing on the shared object.
      ([carriers, zipPattern]) => ({ carriers: deepFreeze(carriers), zipPattern }),
    ),
  // Only countries some carrier serves are kept: a posted line can name any two characters, and
  // keeping each would let a caller grow this map without bound.
  (destination) => destination.carriers.length > 0,
);
