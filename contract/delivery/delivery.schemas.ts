import { z } from "zod";
import { isValidIsoDate } from "./calendar-dates";

/** A Paris calendar date, "YYYY-MM-DD". */
export const calendarDateSchema = z.string().refine(isValidIsoDate, "Expected a YYYY-MM-DD calendar date");

/** Why a date shown to the customer may move; the storefront picks the wording. */
export const caveatTopicSchema = z.enum([
  /** Ordered at or after the day's cut-off: production starts the next business day. */
  "cutoff_passed",
  /** A public holiday (production in France or transit at destination) pushed a date back. */
  "holiday_period",
  /** Islands and remote areas (Corsica, Highlands & Islands, Northern Ireland …): a window, not a day. */
  "remote_area",
  /** French overseas territories: no carrier commitment, an indicative window only. */
  "overseas_area",
  /** Zip code missing or not valid for the country: the date assumes a mainland address. */
  "unknown_zip_code",
]);
export type CaveatTopic = z.infer<typeof caveatTopicSchema>;

export const arrivalDateRangeSchema = z.object({ earliest: calendarDateSchema, latest: calendarDateSchema });

/** One delivery option dated (spec §4 step 6). */
export const deliveryDateSchema = z.object({
  deliveryKey: z.string(),
  /** The carrier speed used: the caller's deliveryOption, else its deliveryKey. */
  deliveryOption: z.string(),
  carrier: z.string(),
  productionStartDate: calendarDateSchema,
  shipDate: calendarDateSchema,
  /** The most likely arrival; the earliest of `arrivalDateRange` when there is one. */
  arrivalDate: calendarDateSchema,
  /** Only when the carrier gives a window rather than a day (see caveat_topics). */
  arrivalDateRange: arrivalDateRangeSchema.optional(),
});
export type DeliveryDate = z.infer<typeof deliveryDateSchema>;

/** POST /api/v1/product/shipping/calculate/ */
export const shippingCalculationSchema = z.object({
  /** In the order of the request's deliveries; options the carrier table doesn't know are left out. */
  dates: z.array(deliveryDateSchema).min(1),
  caveats: z.object({
    /** The latest plausible arrival over every option: what to promise when a precise date can't be. */
    deliveryDateWithFallback: calendarDateSchema,
  }),
  caveat_topics: z.array(caveatTopicSchema),
});
export type ShippingCalculation = z.infer<typeof shippingCalculationSchema>;

/**
 * One future stock level: `quantity` units are available from `date` on (a level, not an increment
 * to add to the stock on hand).
 */
export const futureAvailabilitySchema = z.object({
  date: calendarDateSchema,
  quantity: z.number().int().nonnegative(),
});

/** POST /api/v1/product/inventory/ */
export const inventorySchema = z.object({
  /** With a quantity in the request: the spec §5 rule for that quantity; else: any stock at all. */
  hasInventory: z.boolean(),
  immediateQuantity: z.number().int().nonnegative(),
  futureAvailability: z.array(futureAvailabilitySchema),
});
export type Inventory = z.infer<typeof inventorySchema>;
