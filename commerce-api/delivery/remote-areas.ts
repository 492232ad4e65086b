/** Extra business days carriers take to remote areas; the fallback date adds them. */
export const REMOTE_EXTRA_DAYS = 2;

/** Corsica and overseas departments (FR), Highlands & Islands and Northern Ireland (GB). */
export function isRemoteArea(country: string, zipCode: string): boolean {
  const zip = zipCode.trim().toUpperCase();
  if (country === "FR") return /^(20|97|98)/.test(zip);
  if (country === "GB") return /^(BT|HS|ZE|KW|IV|PH|PA|AB3[1-8])/.test(zip);
  return false;
}
