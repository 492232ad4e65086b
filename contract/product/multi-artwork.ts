/** Multi-artwork rules (spec §4, §5). Browser-safe. */

/** Name of the feature that carries the number of artworks (sets). */
export const SETS_FEATURE = "sets";

export interface FeatureVisibility {
  name: string;
  hidden?: boolean;
  customSelections?: { hidden?: boolean };
}

/** Available when a Sets feature exists and is not hidden. */
export function isMultiArtworkAvailable(features: readonly FeatureVisibility[]): boolean {
  return features.some(
    (feature) =>
      feature.name.toLowerCase() === SETS_FEATURE && !feature.hidden && !feature.customSelections?.hidden,
  );
}

/** Selected when more than one set is chosen. */
export function isMultiArtworkSelected(sets: number | string | null | undefined): boolean {
  const count = typeof sets === "string" ? Number(sets) : (sets ?? 0);
  return Number.isFinite(count) && count > 1;
}

export interface MultiArtworkRow {
  name?: string | null;
  quantity?: number | null;
  rolls?: number | null;
}

/** A row is complete with a name and a positive quantity, or a positive number of rolls. */
export function isMultiArtworkRowComplete(row: MultiArtworkRow): boolean {
  const named = typeof row.name === "string" && row.name.trim() !== "";
  return (named && (row.quantity ?? 0) > 0) || (row.rolls ?? 0) > 0;
}

/**
 * The first design (1-based) that stops a multi-artwork selection from being added to the cart
 * (spec §4/§5: refused until every set is completed): a row missing or incomplete; null when all are.
 */
export function firstIncompleteArtwork(rows: readonly MultiArtworkRow[], sets: number): number | null {
  for (let index = 0; index < sets; index++) {
    const row = rows[index];
    if (!row || !isMultiArtworkRowComplete(row)) return index + 1;
  }
  return null;
}

/** Completed when there is one complete row per set (or at least one row when `sets` is omitted). */
export function isMultiArtworkCompleted(rows: readonly MultiArtworkRow[], sets?: number): boolean {
  if (rows.length === 0) return false;
  if (sets !== undefined && rows.length !== sets) return false;
  return rows.every(isMultiArtworkRowComplete);
}
