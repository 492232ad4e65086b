import { z } from "zod";

/**
 * Request bodies of the delivery calls (spec §7 shipping/calculate and inventory), as the API
 * validates them; the storefront builds its bodies with the input types.
 */

/** Production time in business days; the catalogue's slowest priority is well under it. */
export const MAX_PRODUCTION_DAYS = 60;
export const MAX_QUANTITY = 10_000_000;

const optionKey = z.string().trim().min(1).max(40);

/** POST product/shipping/calculate/ */
export const shippingCalculateBodySchema = z.strictObject({
  skus: z.array(z.string().max(64)).min(1).max(20),
  /** The selected attributes: a real backend's dates can depend on them (finishing, paper). */
  variableAttributes: z.record(z.string().max(60), z.union([z.string().max(100), z.number()])),
  deliveries: z
    .array(
      z.object({
        deliveryKey: optionKey,
        productionTime: z.number().int().min(1).max(MAX_PRODUCTION_DAYS),
        deliveryOption: optionKey.optional(),
      }),
    )
    .max(10)
    .refine(
      (deliveries) => new Set(deliveries.map((delivery) => delivery.deliveryKey)).size === deliveries.length,
      "Each deliveryKey may appear once",
    )
    // Missing deliveries get the spec's own message ("No deliveries available …"), not a generic one.
    .default([]),
  quantity: z.number().int().positive().max(MAX_QUANTITY),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Expected a two-letter ISO country code")
    .transform((code) => code.toUpperCase()),
  zipCode: z
    .string()
    .max(12)
    .nullish()
    .transform((zip) => zip ?? ""),
});
export type ShippingCalculateBody = z.input<typeof shippingCalculateBodySchema>;

/** POST product/inventory/ */
export const inventoryBodySchema = z.strictObject({
  mcpSku: z.string().trim().min(1).max(64),
  /** Stock is kept per sku: attributes (e.g. ink colour) do not split it in this catalogue. */
  mcpAttributes: z.record(z.string().max(60), z.union([z.string().max(100), z.number()])),
  quantity: z.number().int().positive().max(MAX_QUANTITY),
  productionTime: z.number().int().min(1).max(MAX_PRODUCTION_DAYS),
});
export type InventoryBody = z.input<typeof inventoryBodySchema>;
