import { z } from "zod";
import { designStackSchema, productQueryParamsSchema } from "../../contract/content/content.schemas";

/**
 * Shop-wide settings stored in app_settings (JSON values), validated when seeded and when read,
 * so a hand-edited row fails loudly instead of reaching the storefront malformed.
 */
export const appSettingsSchemas = {
  productQueryParams: productQueryParamsSchema,
  designStack: designStackSchema,
  debug: z.boolean(),
} as const;

export type AppSettingKey = keyof typeof appSettingsSchemas;
export type AppSettings = { [K in AppSettingKey]: z.infer<(typeof appSettingsSchemas)[K]> };
