/**
 * A date as the shop writes it: Intl's text, except that French writes the first day of a month as an
 * ordinal ("mardi 1er décembre"), which Intl doesn't ("mardi 1 décembre"). Shared by the storefront's
 * pages and the API's mails and invoices so every date reads the same.
 */
export function formatDateText(format: Intl.DateTimeFormat, date: Date | number, locale: string): string {
  if (!locale.startsWith("fr")) return format.format(date);
  let text = "";
  for (const part of format.formatToParts(date)) {
    text += part.type === "day" && part.value === "1" ? "1er" : part.value;
  }
  return text;
}
