/**
 * Business-day arithmetic for delivery dates (spec §4 step 6, §9 Europe/Paris). A business day is a
 * weekday that is not a public holiday of the given country (France unless told otherwise). Instants
 * become Paris wall-clock time through Intl, so summer time is the platform's job, never a fixed offset.
 * Pure and browser-safe.
 */
import { addDays, weekdayOf } from "./calendar-dates";
import { isPublicHoliday } from "./holidays";

export const PARIS_TIME_ZONE = "Europe/Paris";
export const PRODUCTION_COUNTRY = "FR";

const parisParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Paris calendar date of an instant and its wall-clock minutes after midnight (seconds dropped). */
export function parisClock(instant: Date): { date: string; minutesOfDay: number } {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutesOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

export function isBusinessDay(date: string, country = PRODUCTION_COUNTRY): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(date, country);
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: string, country = PRODUCTION_COUNTRY): string {
  let next = addDays(date, 1);
  while (!isBusinessDay(next, country)) next = addDays(next, 1);
  return next;
}

/**
 * The `days`-th business day after `date` (which need not be one itself); 0 gives `date` when it is
 * a business day, else the next one.
 */
export function addBusinessDays(date: string, days: number, country = PRODUCTION_COUNTRY): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Business days must be >= 0, got ${days}`);
  let current = days === 0 && isBusinessDay(date, country) ? date : nextBusinessDay(date, country);
  for (let count = 1; count < days; count++) current = nextBusinessDay(current, country);
  return current;
}

/** Public holidays falling on weekdays in (from, to]: the days that actually pushed a date back. */
export function weekdayHolidaysBetween(from: string, to: string, country = PRODUCTION_COUNTRY): string[] {
  const holidays: string[] = [];
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6 && isPublicHoliday(day, country)) holidays.push(day);
  }
  return holidays;
}
