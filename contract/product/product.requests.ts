import { z } from "zod";
import { safeText } from "../text";
import { PRIORITY_KEYS } from "./product.schemas";
import { UPLOAD_TYPES } from "./selection-params";

/**
 * Request bodies of the product calls (spec §7), as the API validates them; the storefront builds
 * its bodies with the input types, so a renamed or newly required field fails tsc, not a quote.
 */

const idSchema = z.string().trim().min(1).max(100);
const attributesSchema = z.record(z.string().max(60), z.union([z.string().max(100), z.number()]));
/** One quote covers the quantity grid and the shopper's own quantity, not a scraping sweep. */
export const MAX_QUOTED_QUANTITIES = 30;

export const productionTimeInputSchema = z.looseObject({
  deliveryKey: z.string().max(20),
  productionTime: z.number().int().nonnegative().optional(),
});

/** GET content/product-configuration/?id= */
export const configurationQuerySchema = z.object({ id: idSchema });

/** POST product/validate/: configurationGraph payload fields plus the configuration (selected attributes). */
export const validateBodySchema = z.looseObject({
  mcpSku: idSchema.optional(),
  entryId: idSchema.optional(),
  productSku: idSchema.optional(),
  variant: z.string().max(2000).optional(),
  version: z.number().int().optional(),
  configuration: attributesSchema.optional(),
  validProductionTimes: z.array(productionTimeInputSchema).max(10).optional(),
});
export type ValidateBody = z.input<typeof validateBodySchema>;

/** A promo code by its text (as typed) or by the id a check returned. */
export const promocodeRefSchema = z
  .union([
    safeText().max(64),
    z.object({ text: safeText().max(64).nullish(), id: z.string().max(100).nullish() }),
  ])
  .nullish();

/** POST product/quote/ */
export const quoteBodySchema = z.looseObject({
  productConfigurationId: idSchema.optional(),
  productKey: idSchema.optional(),
  mcpSku: idSchema.optional(),
  skus: z.union([idSchema, z.array(idSchema).max(10)]).optional(),
  configuration: attributesSchema.optional(),
  selectedAttributes: attributesSchema.optional(),
  merchantAttributes: attributesSchema.optional(),
  currency: z.string().length(3).optional(),
  country: z.string().length(2).optional(),
  zipCode: z.string().max(20).optional(),
  quantityList: z.array(z.number()).max(MAX_QUOTED_QUANTITIES).optional(),
  prioritySets: z.array(z.enum(PRIORITY_KEYS)).max(3).optional(),
  validProductionTimes: z.array(productionTimeInputSchema).max(10).optional(),
  promocode: promocodeRefSchema,
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

/** POST product/service/price/: the file check and design service, priced for the product. */
export const servicePriceBodySchema = quoteBodySchema.extend({
  serviceKeys: z.array(z.string().max(60)).min(1).max(5),
  variableAttributes: attributesSchema.optional(),
});
export type ServicePriceBody = z.input<typeof servicePriceBodySchema>;

/** POST product/instruction/: the content page id of the product's instructions. */
export const instructionBodySchema = z.object({
  pages_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ]),
});
export type InstructionBody = z.input<typeof instructionBodySchema>;

/** A shareable product configuration (the short preconfigured key of spec §2). */
export const customConfigSchema = z.strictObject({
  selectedAttributes: attributesSchema,
  quantity: z.number().positive().max(1_000_000).optional(),
  priority: z.string().max(20).optional(),
  uploadType: z.enum(UPLOAD_TYPES).optional(),
  fileCheck: z.boolean().optional(),
  jobName: safeText().max(50).optional(),
});
export type CustomConfig = z.infer<typeof customConfigSchema>;

/** POST product/generate-product-custom-config-url */
export const generateCustomConfigBodySchema = z.object({
  productConfigurationId: idSchema,
  config: customConfigSchema,
});
export type GenerateCustomConfigBody = z.input<typeof generateCustomConfigBodySchema>;

const promocodeContextFields = {
  currency: z.string().length(3).optional(),
  productKey: z.string().max(100).optional(),
  /** Amount excluding VAT the code would apply to, minor units (checks the minimum). */
  centAmount: z.number().int().nonnegative().max(1_000_000_000).optional(),
};
/** POST promocode/check-input: a code as typed. */
export const promocodeCheckBodySchema = z.object({
  promocode: safeText().max(64).nullish(),
  code: safeText().max(64).nullish(),
  ...promocodeContextFields,
});
export type PromocodeCheckBody = z.input<typeof promocodeCheckBodySchema>;
/** POST promocode/check-id: a code by the id an earlier check returned. */
export const promocodeCheckIdBodySchema = z.object({
  id: z.string().max(100).nullish(),
  promocodeId: z.string().max(100).nullish(),
  ...promocodeContextFields,
});
export type PromocodeCheckIdBody = z.input<typeof promocodeCheckIdBodySchema>;
