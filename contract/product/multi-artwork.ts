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

/** Completed when there is one complete row per set (or at least one row when `sets` is omitted). */
export function isMultiArtworkCompleted(rows: readonly MultiArtworkRow[], sets?: number): boolean {
  if (rows.length === 0) return false;
  if (sets !== undefined && rows.length !== sets) return false;
  return rows.every(isMultiArtworkRowComplete);
}
