/**
 * Display formatters shared by server and client (spec §9): prices in the tenant locale and the
 * active currency, dates as DD-MM-YYYY in Europe/Paris, file sizes in 1024 steps.
 */
import { formatDateText } from "#contract/date-text";

export const DEFAULT_TIME_ZONE = "Europe/Paris";

const priceFormats = new Map<string, Intl.NumberFormat>();

const digitsByCurrency = new Map<string, number>();

/** Minor-unit digits of a currency (2 for EUR, 0 for JPY), looked up once per currency: building an
 * Intl.NumberFormat on every price was 1.5 % of the product page's CPU (issue 18 profile). */
export function currencyDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** Formats integer minor units (cents) as a localised currency amount. */
export function formatPrice(centAmount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency });
    priceFormats.set(key, format);
  }
  return format.format(centAmount / 10 ** currencyDigits(currency));
}

const dateParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: DEFAULT_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** DD-MM-YYYY in Europe/Paris. An unparseable date logs 'Invalid Date' and yields ''. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    console.warn("Invalid Date", value);
    return "";
  }
  const parts = Object.fromEntries(dateParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** Spec §9's units; French says octets (issue 38 §4: "5,00 Mo", not "5.00 MB"). */
const FILE_SIZE_UNITS = ["B", "kB", "MB", "GB", "TB"] as const;
const FRENCH_FILE_SIZE_UNITS = ["o", "ko", "Mo", "Go", "To"] as const;
const fileSizeFormats = new Map<string, Intl.NumberFormat>();

/**
 * 1536 → "1.50 kB" (en) or "1,50 ko" (fr): steps of 1024, two decimals in the locale's decimal mark,
 * no grouping, a no-break space before the unit. Bad input reads as zero.
 */
export function formatFileSize(bytes: number, locale = "en"): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  let format = fileSizeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    fileSizeFormats.set(locale, format);
  }
  const units = locale.toLowerCase().startsWith("fr") ? FRENCH_FILE_SIZE_UNITS : FILE_SIZE_UNITS;
  return `${format.format(value)}\u00a0${units[unit]}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A plain number with the locale's grouping and decimal mark ("1 000", "5,5"), at most
 * `maximumFractionDigits` decimals (3 by default, as Intl). Formats are built once per locale: a new
 * Intl.NumberFormat costs ~20 µs, and pages render dozens of numbers (ADR 045).
 */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 3): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** A count of copies with the locale's grouping: "1 000" in French, "1,000" in English. */
export function formatQuantity(quantity: number, locale: string): string {
  return formatNumber(quantity, locale, 0);
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** A "YYYY-MM-DD" calendar date as "jeudi 26 novembre" / "Thursday 26 November" (no time zone shift). */
export function formatCalendarDate(
  isoDate: string,
  locale: string,
  width: "long" | "short" = "long",
): string {
  // The same few delivery dates are shown on every cart and product page (~7 µs each to format).
  const key = `${locale}|${width}|${isoDate}`;
  const known = formattedDates.get(key);
  if (known !== undefined) return known;
  const text = formatNewCalendarDate(isoDate, locale, width);
  if (formattedDates.size >= MAX_FORMATTED_DATES) formattedDates.clear();
  formattedDates.set(key, text);
  return text;
}

const formattedDates = new Map<string, string>();
const MAX_FORMATTED_DATES = 2_000;

function formatNewCalendarDate(isoDate: string, locale: string, width: "long" | "short"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) {
    console.warn("Invalid Date", isoDate);
    return "";
  }
  let format = calendarFormats.get(`${locale}|${width}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      weekday: width,
      day: "numeric",
      month: width,
    });
    calendarFormats.set(`${locale}|${width}`, format);
  }
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatDateText(format, day, locale);
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment as the shop's people read it: long date and time, in the shop's time zone (Europe/Paris). */
export function formatDateTime(value: number | Date, locale: string): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: DEFAULT_TIME_ZONE,
      dateStyle: "long",
      timeStyle: "short",
    });
    dateTimeFormats.set(locale, format);
  }
  return formatDateText(format, value, locale);
}

const unitFormats = new Map<string, Intl.NumberFormat>();

/** A per-unit price in major units, with up to 4 decimals (0,0523 €) so small unit prices stay honest. */
export function formatUnitPrice(amount: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
    });
    unitFormats.set(key, format);
  }
  return format.format(amount);
}
