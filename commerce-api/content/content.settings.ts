import { z } from "zod";

/**
 * Shop-wide settings stored in app_settings (JSON values), validated when seeded and when read,
 * so a hand-edited row fails loudly instead of reaching the storefront malformed.
 */
export const productQueryParamsSchema = z.object({
  /** Edit a cart line item: value is the line item id. */
  editCartItem: z.string().min(1),
  /** Edit an order item: value is "{orderId}/{lineItemId}". */
  editOrderItem: z.string().min(1),
  /** Preconfigured product: value is base64url JSON. */
  preconfigured: z.string().min(1),
  /** Short preconfigured key. */
  preconfiguredKey: z.string().min(1),
  /** Designer design id. */
  designId: z.string().min(1),
});

export const appSettingsSchemas = {
  productQueryParams: productQueryParamsSchema,
  designStack: z.object({ templatesLimit: z.number().int().positive(), editor: z.string() }).loose(),
  debug: z.boolean(),
} as const;

export type AppSettingKey = keyof typeof appSettingsSchemas;
export type AppSettings = { [K in AppSettingKey]: z.infer<(typeof appSettingsSchemas)[K]> };
