/**
 * National public holidays of the countries the shop ships to. Production follows the French calendar;
 * carrier transit follows the destination's (its last-mile network is the one that stops). Regional
 * holidays (German Länder, Swiss cantons, Scotland and Northern Ireland) and one-off holidays (a
 * coronation, a jubilee) are not modelled: a date may then be one day optimistic, never pessimistic.
 * Dates are "YYYY-MM-DD" calendar strings. Pure and browser-safe.
 */
import { addDays, isoDate, weekdayOf } from "./calendar-dates";

const MONDAY = 1;
const FRIDAY = 5;

interface HolidayDate {
  date: string;
  /** Moves to the next free weekday when it falls on a weekend (British and Irish bank holidays). */
  substitutedOnWeekend: boolean;
}

type HolidayRule = (year: number) => HolidayDate;

const fixed =
  (monthDay: string, substitutedOnWeekend = false): HolidayRule =>
  (year) => ({ date: `${year}-${monthDay}`, substitutedOnWeekend });

const fromEaster =
  (offsetDays: number): HolidayRule =>
  (year) => ({ date: addDays(easterSunday(year), offsetDays), substitutedOnWeekend: false });

/** The nth given weekday of a month (1 = first); nth -1 is the last one. */
const nthWeekday =
  (month: number, weekday: number, nth: number): HolidayRule =>
  (year) => ({ date: nthWeekdayOfMonth(year, month, weekday, nth), substitutedOnWeekend: false });

const GOOD_FRIDAY = fromEaster(-2);
const EASTER_MONDAY = fromEaster(1);
const ASCENSION = fromEaster(39);
const WHIT_MONDAY = fromEaster(50);

/** Ireland's St Brigid's Day: the first Monday of February, or 1 February when that is a Friday. */
const stBrigidsDay: HolidayRule = (year) => {
  const first = isoDate(year, 2, 1);
  const date = weekdayOf(first) === FRIDAY ? first : nthWeekdayOfMonth(year, 2, MONDAY, 1);
  return { date, substitutedOnWeekend: false };
};

const holidayRules: Readonly<Record<string, readonly HolidayRule[]>> = {
  FR: [
    fixed("01-01"),
    EASTER_MONDAY,
    fixed("05-01"),
    fixed("05-08"),
    ASCENSION,
    WHIT_MONDAY,
    fixed("07-14"),
    fixed("08-15"),
    fixed("11-01"),
    fixed("11-11"),
    fixed("12-25"),
  ],
  BE: [
    fixed("01-01"),
    EASTER_MONDAY,
    fixed("05-01"),
    ASCENSION,
    WHIT_MONDAY,
    fixed("07-21"),
    fixed("08-15"),
    fixed("11-01"),
    fixed("11-11"),
    fixed("12-25"),
  ],
  LU: [
    fixed("01-01"),
    EASTER_MONDAY,
    fixed("05-01"),
    fixed("05-09"),
    ASCENSION,
    WHIT_MONDAY,
    fixed("06-23"),
    fixed("08-15"),
    fixed("11-01"),
    fixed("12-25"),
    fixed("12-26"),
  ],
  DE: [
    fixed("01-01"),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    fixed("05-01"),
    ASCENSION,
    WHIT_MONDAY,
    fixed("10-03"),
    fixed("12-25"),
    fixed("12-26"),
  ],
  // Holidays kept by (nearly) every canton, plus the federal 1 August.
  CH: [
    fixed("01-01"),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    ASCENSION,
    WHIT_MONDAY,
    fixed("08-01"),
    fixed("12-25"),
    fixed("12-26"),
  ],
  // England and Wales bank holidays.
  GB: [
    fixed("01-01", true),
    GOOD_FRIDAY,
    EASTER_MONDAY,
    nthWeekday(5, MONDAY, 1),
    nthWeekday(5, MONDAY, -1),
    nthWeekday(8, MONDAY, -1),
    fixed("12-25", true),
    fixed("12-26", true),
  ],
  IE: [
    fixed("01-01", true),
    stBrigidsDay,
    fixed("03-17", true),
    EASTER_MONDAY,
    nthWeekday(5, MONDAY, 1),
    nthWeekday(6, MONDAY, 1),
    nthWeekday(8, MONDAY, 1),
    nthWeekday(10, MONDAY, -1),
    fixed("12-25", true),
    fixed("12-26", true),
  ],
};

/** Countries with a holiday calendar; any other country is treated as having weekends only. */
export const COUNTRIES_WITH_HOLIDAYS: readonly string[] = Object.keys(holidayRules);

/** Easter Sunday in the Gregorian calendar (anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

export function nthWeekdayOfMonth(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = isoDate(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + 7 * (nth - 1));
  }
  const last = addDays(month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1), -1);
  const offset = (weekdayOf(last) - weekday + 7) % 7;
  return addDays(last, -offset - 7 * (-nth - 1));
}

const isWeekend = (date: string) => weekdayOf(date) === 0 || weekdayOf(date) === 6;

function buildHolidays(rules: readonly HolidayRule[], year: number): ReadonlySet<string> {
  const dates = rules.map((rule) => rule(year)).sort((left, right) => left.date.localeCompare(right.date));
  const holidays = new Set(dates.map((holiday) => holiday.date));
  // In date order, so a Saturday Christmas takes Monday and a Sunday Boxing Day then takes Tuesday.
  for (const holiday of dates) {
    if (!holiday.substitutedOnWeekend || !isWeekend(holiday.date)) continue;
    let substitute = addDays(holiday.date, 1);
    while (isWeekend(substitute) || holidays.has(substitute)) substitute = addDays(substitute, 1);
    holidays.add(substitute);
  }
  return holidays;
}

const cache = new Map<string, ReadonlySet<string>>();

/** Public holidays of a country in a year (substitute days included); empty for a country without a calendar. */
export function publicHolidays(country: string, year: number): ReadonlySet<string> {
  const key = `${country}:${year}`;
  let holidays = cache.get(key);
  if (!holidays) {
    holidays = buildHolidays(holidayRules[country] ?? [], year);
    cache.set(key, holidays);
  }
  return holidays;
}

export function frenchHolidays(year: number): ReadonlySet<string> {
  return publicHolidays("FR", year);
}

export function isPublicHoliday(date: string, country: string): boolean {
  return publicHolidays(country, Number(date.slice(0, 4))).has(date);
}
