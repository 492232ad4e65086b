import { addDays, weekdayOf } from "#contract/delivery/calendar-dates";
import { easterSunday } from "#contract/delivery/holidays";

/**
 * When a signed SEPA mandate's debit happens (issue 36 §4, ADR 076). A mandate is not money: the
 * provider presents the debit to the payer's bank, which settles it on a TARGET business day — the
 * euro interbank calendar (weekends, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December
 * closed) — and until then, and for a while after, it can still be refused. Pure.
 */

/** The sandbox provider's lead time: it presents the debit at once, the bank settles it this many days later. */
export const SEPA_DEBIT_LEAD_DAYS = 2;

/** TARGET2 is closed: no debit settles on this "YYYY-MM-DD" day. */
export function targetClosed(date: string): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return true;
  const year = date.slice(0, 4);
  const easter = easterSunday(Number(year));
  return [
    `${year}-01-01`,
    addDays(easter, -2),
    addDays(easter, 1),
    `${year}-05-01`,
    `${year}-12-25`,
    `${year}-12-26`,
  ].includes(date);
}

/** The calendar day in the euro clearing's time zone (the interbank day is Frankfurt's). */
const clearingDay = (at: Date): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);

/** The day a mandate signed at `signedAt` is debited: the second TARGET business day after the signing day. */
export function sepaDebitDate(signedAt: Date): string {
  let date = clearingDay(signedAt);
  for (let left = SEPA_DEBIT_LEAD_DAYS; left > 0; ) {
    date = addDays(date, 1);
    if (!targetClosed(date)) left -= 1;
  }
  return date;
}

/** Whether a debit due on `debitOn` is still to come at `now` (on its day it is still pending). */
export const debitPending = (debitOn: string, now: Date): boolean => clearingDay(now) <= debitOn;
