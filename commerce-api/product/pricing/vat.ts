/** Standard VAT rates by destination country, basis points (2000 = 20 %). */
export const VAT_RATES_BP: Readonly<Record<string, number>> = {
  FR: 2000,
  BE: 2100,
  LU: 1700,
  CH: 810,
  GB: 2000,
  IE: 2300,
  DE: 1900,
};

/** The VAT rate of a destination country, or null when the shop does not deliver there. */
export function vatRateBp(country: string): number | null {
  return VAT_RATES_BP[country.toUpperCase()] ?? null;
}

/** Rate as the percent number shown to clients (2000 → 20, 810 → 8.1). */
export function vatPercent(rateBp: number): number {
  return rateBp / 100;
}
