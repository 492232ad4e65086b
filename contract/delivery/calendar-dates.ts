/**
 * Calendar dates as "YYYY-MM-DD" strings. Arithmetic runs on UTC midnights, where every day has
 * 24 hours, so summer time can never shift a date; time zones only matter when an instant is turned
 * into a date (see `parisClock`). Pure and browser-safe.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A well-formed date that exists in the calendar (no 30 February, 29 February only in leap years). */
export function isValidIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMidnight(date: string): Date {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function addDays(date: string, days: number): string {
  const next = toUtcMidnight(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return toUtcMidnight(date).getUTCDay();
}

export function laterDate(left: string, right: string): string {
  return left >= right ? left : right;
}
