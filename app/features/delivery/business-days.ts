/**
 * Business-day arithmetic for delivery dates (spec §4 step 6, §9 Europe/Paris). Calendar dates are
 * "YYYY-MM-DD" strings; instants are turned into Paris wall-clock time with Intl, so summer time
 * is handled by the platform, never by fixed offsets. Pure and browser-safe.
 */
export const PARIS = "Europe/Paris";

const parisParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Paris calendar date and time of an instant. */
export function parisClock(instant: Date): { date: string; minutesOfDay: number } {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutesOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function toUtc(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** Easter Sunday (Gregorian), anonymous algorithm (Meeus/Jones/Butcher). */
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
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const holidayCache = new Map<number, ReadonlySet<string>>();

/** French public holidays: the fixed ones plus Easter Monday, Ascension Thursday and Whit Monday. */
export function frenchHolidays(year: number): ReadonlySet<string> {
  let holidays = holidayCache.get(year);
  if (!holidays) {
    const easter = easterSunday(year);
    const fixed = ["01-01", "05-01", "05-08", "07-14", "08-15", "11-01", "11-11", "12-25"].map(
      (md) => `${year}-${md}`,
    );
    holidays = new Set([...fixed, addDays(easter, 1), addDays(easter, 39), addDays(easter, 50)]);
    holidayCache.set(year, holidays);
  }
  return holidays;
}

export function isBusinessDay(date: string): boolean {
  const weekday = toUtc(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !frenchHolidays(Number(date.slice(0, 4))).has(date);
}

export function nextBusinessDay(date: string): string {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** `days` business days after `date` (0 → `date` itself if it is a business day, else the next one). */
export function addBusinessDays(date: string, days: number): string {
  let current = isBusinessDay(date) ? date : nextBusinessDay(date);
  for (let count = 0; count < days; count++) current = nextBusinessDay(current);
  return current;
}

/** Production starts today when the order comes before the cut-off on a business day, else the next business day. */
export function productionStartDate(
  orderedAt: Date,
  cutoffMinutes: number,
): { date: string; cutoffPassed: boolean } {
  const { date, minutesOfDay } = parisClock(orderedAt);
  if (isBusinessDay(date) && minutesOfDay < cutoffMinutes) return { date, cutoffPassed: false };
  return { date: nextBusinessDay(date), cutoffPassed: isBusinessDay(date) };
}

export interface ArrivalPlan {
  productionStartDate: string;
  shipDate: string;
  arrivalDate: string;
  cutoffPassed: boolean;
}

/**
 * Order → production start → production days (the last one ships) → carrier transit days.
 * Production time 1 means "ships at the end of the start day".
 */
export function planArrival(
  orderedAt: Date,
  productionDays: number,
  transitDays: number,
  cutoffMinutes: number,
): ArrivalPlan {
  const start = productionStartDate(orderedAt, cutoffMinutes);
  const shipDate = addBusinessDays(start.date, Math.max(0, productionDays - 1));
  return {
    productionStartDate: start.date,
    shipDate,
    arrivalDate: addBusinessDays(shipDate, Math.max(1, transitDays)),
    cutoffPassed: start.cutoffPassed,
  };
}
