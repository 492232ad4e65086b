import type { AddressType } from "../db/schema";

/** Postal code check against the country's pattern (the same patterns basic configs hand to forms). */
export function postalCodeMatches(postalCode: string, pattern: string | undefined): boolean {
  if (!pattern) return false;
  try {
    return new RegExp(pattern, "i").test(postalCode.trim());
  } catch {
    return false;
  }
}

export interface DefaultIds {
  shipping: string | null;
  billing: string | null;
}

/** The first address of a type becomes its default. */
export function defaultsAfterAdd(defaults: DefaultIds, type: AddressType, newId: string): DefaultIds {
  return defaults[type] ? defaults : { ...defaults, [type]: newId };
}

/** Deleting the default hands the role to the most recent remaining address of that type, if any. */
export function defaultsAfterDelete(
  defaults: DefaultIds,
  type: AddressType,
  deletedId: string,
  remainingNewestFirst: readonly string[],
): DefaultIds {
  if (defaults[type] !== deletedId) return defaults;
  return { ...defaults, [type]: remainingNewestFirst[0] ?? null };
}
