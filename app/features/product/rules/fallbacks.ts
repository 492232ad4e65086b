/** Product page fallbacks (spec §4, steps 5 and 7). Browser-safe. */

/**
 * The quantity to select once quotes are known: the chosen one if quoted, else the initial
 * quantity if quoted, else the largest quoted one; null when nothing is quoted.
 */
export function selectQuotedQuantity(
  chosen: number | null | undefined,
  initial: number,
  quoted: readonly number[],
): number | null {
  if (chosen != null && quoted.includes(chosen)) return chosen;
  if (quoted.includes(initial)) return initial;
  return quoted.length > 0 ? Math.max(...quoted) : null;
}

/** The priority to select: the current one if available, else the first available; null if none. */
export function selectAvailablePriority<T extends string>(
  current: T | null | undefined,
  available: readonly T[],
): T | null {
  if (current != null && available.includes(current)) return current;
  return available[0] ?? null;
}
