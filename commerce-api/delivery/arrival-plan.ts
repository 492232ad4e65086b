/**
 * The delivery date engine (spec §4 step 6): order instant → production start in Paris → production
 * business days (French calendar) → carrier transit business days (destination calendar) → arrival.
 * Pure: the clock is an argument.
 */
import {
  addBusinessDays,
  isBusinessDay,
  nextBusinessDay,
  PRODUCTION_COUNTRY,
  parisClock,
  weekdayHolidaysBetween,
} from "#contract/delivery/business-days";
import { addDays } from "#contract/delivery/calendar-dates";

/** The production cut-off when no carrier is involved (stock checks): noon, Paris time. */
export const DEFAULT_CUTOFF_MINUTES = 12 * 60;

export interface ProductionStart {
  date: string;
  /** Ordered on a business day at or after the cut-off, which cost a day. */
  cutoffPassed: boolean;
}

/**
 * Production starts on the order day when that is a business day and the Paris wall clock is before
 * the cut-off (11:59:59 for a 12:00 cut-off still counts); otherwise on the next business day.
 */
export function productionStart(orderedAt: Date, cutoffMinutes: number): ProductionStart {
  if (!Number.isInteger(cutoffMinutes) || cutoffMinutes < 0 || cutoffMinutes > 24 * 60) {
    throw new RangeError(`Cut-off must be minutes after midnight, got ${cutoffMinutes}`);
  }
  const { date, minutesOfDay } = parisClock(orderedAt);
  if (!isBusinessDay(date)) return { date: nextBusinessDay(date), cutoffPassed: false };
  if (minutesOfDay < cutoffMinutes) return { date, cutoffPassed: false };
  return { date: nextBusinessDay(date), cutoffPassed: true };
}

/**
 * The last production day, which is also the ship day: production time counts the start day, so
 * 1 day ships the day production starts.
 */
export function shipDateAfter(productionStartDate: string, productionDays: number): string {
  if (!Number.isInteger(productionDays) || productionDays < 1) {
    throw new RangeError(`Production time must be >= 1 business day, got ${productionDays}`);
  }
  return addBusinessDays(productionStartDate, productionDays - 1);
}

export interface ArrivalPlanInput {
  orderedAt: Date;
  cutoffMinutes: number;
  productionDays: number;
  transitDays: number;
  destinationCountry: string;
  /** Extra transit business days for the destination's zone (remote areas take longer), as a window. */
  extraTransitDays?: { earliest: number; latest: number };
}

export interface ArrivalPlan {
  productionStartDate: string;
  shipDate: string;
  arrivalDate: string;
  /** Equal to arrivalDate unless the zone only allows a window. */
  latestArrivalDate: string;
  cutoffPassed: boolean;
  /** Weekday public holidays between the order and the latest arrival that pushed a date back. */
  holidaysOnTheWay: string[];
}

/** Plans already made, by everything they depend on; cleared when full (a few per delivery option and minute). */
const plans = new Map<string, Readonly<ArrivalPlan>>();
const MAX_PLANS = 512;

/**
 * The arrival plan of an order placed at `orderedAt`. It depends on the order instant to the minute
 * only (the Paris wall clock, seconds dropped; Paris is a whole number of hours from UTC), so a plan is
 * made once per minute and input: every product view and quote dates three to four options, and
 * making a plan (Intl date parts, business-day walks) was ~2 % of an uncached product page.
 */
export function planArrival(input: ArrivalPlanInput): Readonly<ArrivalPlan> {
  const extra = input.extraTransitDays ?? { earliest: 0, latest: 0 };
  const key = [
    Math.floor(input.orderedAt.getTime() / 60_000),
    input.cutoffMinutes,
    input.productionDays,
    input.transitDays,
    input.destinationCountry,
    extra.earliest,
    extra.latest,
  ].join("|");
  const known = plans.get(key);
  if (known) return known;
  const plan = makePlan(input);
  Object.freeze(plan.holidaysOnTheWay);
  if (plans.size >= MAX_PLANS) plans.clear();
  plans.set(key, Object.freeze(plan));
  return plan;
}

function makePlan(input: ArrivalPlanInput): ArrivalPlan {
  if (!Number.isInteger(input.transitDays) || input.transitDays < 1) {
    throw new RangeError(`Transit must be >= 1 business day, got ${input.transitDays}`);
  }
  const extra = input.extraTransitDays ?? { earliest: 0, latest: 0 };
  const start = productionStart(input.orderedAt, input.cutoffMinutes);
  const shipDate = shipDateAfter(start.date, input.productionDays);
  const destination = input.destinationCountry;
  const arrivalDate = addBusinessDays(shipDate, input.transitDays + extra.earliest, destination);
  const latestArrivalDate = addBusinessDays(
    shipDate,
    input.transitDays + Math.max(extra.earliest, extra.latest),
    destination,
  );
  // From the day before the order, so an order placed on a holiday counts that holiday too.
  const orderDate = addDays(parisClock(input.orderedAt).date, -1);
  const holidaysOnTheWay = [
    ...weekdayHolidaysBetween(orderDate, shipDate, PRODUCTION_COUNTRY),
    ...weekdayHolidaysBetween(shipDate, latestArrivalDate, destination),
  ];
  return {
    productionStartDate: start.date,
    shipDate,
    arrivalDate,
    latestArrivalDate,
    cutoffPassed: start.cutoffPassed,
    holidaysOnTheWay: [...new Set(holidaysOnTheWay)].sort(),
  };
}

/**
 * The date an externally fulfilled product's stock must be available by (spec §5): the planned ship
 * date. The fulfiller's production time covers waiting for an incoming batch, picking and printing,
 * so a stock level dated on or before that day still makes the promised date.
 */
export function stockNeededBy(
  orderedAt: Date,
  productionDays: number,
  cutoffMinutes = DEFAULT_CUTOFF_MINUTES,
): string {
  return shipDateAfter(productionStart(orderedAt, cutoffMinutes).date, productionDays);
}
