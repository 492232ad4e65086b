/**
 * What a delivery card shows (spec §9: DD-MM-YYYY, the dates being Paris calendar dates already, so
 * they are reformatted as text and never re-read through a time zone). Pure and browser-safe.
 */
import { isValidIsoDate } from "./calendar-dates";

export interface ArrivalEstimate {
  arrivalDate: string;
  arrivalDateRange?: { earliest: string; latest: string } | undefined;
}

/** "2026-05-12" → "12-05-2026"; '' for anything that is not a real calendar date. */
export function formatCalendarDate(date: string): string {
  if (!isValidIsoDate(date)) return "";
  const [year, month, day] = date.split("-");
  return `${day}-${month}-${year}`;
}

/** "12-05-2026", or "12-05-2026 – 14-05-2026" when the carrier only promises a window. */
export function formatArrival(estimate: ArrivalEstimate, separator = " – "): string {
  const range = estimate.arrivalDateRange;
  if (!range || range.earliest === range.latest) return formatCalendarDate(estimate.arrivalDate);
  return `${formatCalendarDate(range.earliest)}${separator}${formatCalendarDate(range.latest)}`;
}

/** The latest date a customer may have to wait for, over every estimate (null for none). */
export function latestArrival(estimates: readonly ArrivalEstimate[]): string | null {
  let latest: string | null = null;
  for (const estimate of estimates) {
    const candidate = estimate.arrivalDateRange?.latest ?? estimate.arrivalDate;
    if (latest === null || candidate > latest) latest = candidate;
  }
  return latest;
}
