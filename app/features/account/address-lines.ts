import type { Address } from "#contract/account/account.schemas";

/**
 * How the town and postcode of an address are written where it is delivered (issue 38 §5): a UK
 * address puts the town on its own line and the postcode after it (Royal Mail's format); France and
 * the rest of the shops' countries write the postcode before the town on one line. Pure.
 */
const TOWN_THEN_POSTCODE = new Set(["GB", "IE", "GG", "JE", "IM"]);

export function townLines(address: Pick<Address, "postalCode" | "city" | "country">): string[] {
  if (TOWN_THEN_POSTCODE.has(address.country.toUpperCase())) return [address.city, address.postalCode];
  return [`${address.postalCode} ${address.city}`];
}
