/** Saved payment methods (pure): expiry and which one is the default. */

const parisMonth = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "numeric",
});

/** A card is valid through the last day of its expiry month (Paris calendar); mandates don't expire. */
export function cardExpired(expiryMonth: number | null, expiryYear: number | null, now: Date): boolean {
  if (expiryMonth === null || expiryYear === null) return false;
  const parts = Object.fromEntries(parisMonth.formatToParts(now).map((part) => [part.type, part.value]));
  const current = Number(parts.year) * 12 + Number(parts.month);
  return expiryYear * 12 + expiryMonth < current;
}

/**
 * After removing a method: the default stays where it was, or — when the default itself went — moves to
 * the most recently added remaining method. Returns the id that should be default (null: none left).
 */
export function defaultAfterRemoval(
  remaining: readonly { id: string; isDefault: boolean; createdAt: string }[],
): string | null {
  const kept = remaining.find((method) => method.isDefault);
  if (kept) return kept.id;
  const newest = [...remaining].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return newest[0]?.id ?? null;
}
