import { z } from "zod";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST /api/v1/product/shipping/calculate/ */
export const shippingCalculationSchema = z.object({
  dates: z.array(
    z.object({
      deliveryKey: z.string(),
      deliveryOption: z.string(),
      carrier: z.string(),
      productionStartDate: isoDate,
      shipDate: isoDate,
      arrivalDate: isoDate,
    }),
  ),
  caveats: z.object({
    /** The latest plausible arrival, shown when a precise date can't be promised. */
    deliveryDateWithFallback: isoDate.nullable(),
  }),
  caveat_topics: z.array(z.enum(["remote_area", "cutoff_passed", "holiday_period"])),
});
export type ShippingCalculation = z.infer<typeof shippingCalculationSchema>;

/** POST /api/v1/product/inventory/ */
export const inventorySchema = z.object({
  hasInventory: z.boolean(),
  immediateQuantity: z.number().int().nonnegative(),
  futureAvailability: z.array(z.object({ date: isoDate, quantity: z.number().int().nonnegative() })),
});
export type Inventory = z.infer<typeof inventorySchema>;
