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

/** POST product/validate/: the configurationGraph payload (spec §7) plus the selected attributes. */
export const validateBodySchema = z.strictObject({
  mcpSku: idSchema,
  entryId: idSchema,
  productSku: idSchema,
  variant: z.string().max(2000),
  version: z.number().int(),
  /** Optional in the schema so that a missing one gets the spec's own message, not a generic one. */
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

const countrySchema = z.string().regex(/^[A-Z]{2}$/, "Expected a two-letter ISO country code");
const zipCodeSchema = z.string().max(20);

/** The page the shopper is configuring on (spec §7 "page info"): it names the product exactly. */
export const quotePageSchema = z.strictObject({
  pageId: z.number().int().nonnegative(),
  productConfigurationId: idSchema,
  path: z.string().max(1000),
});

/** Where the goods go, as far as it is known (the shop's default destination until checkout). */
export const quoteAddressSchema = z.strictObject({
  type: z.enum(["shipping", "billing"]),
  country: countrySchema,
  zipCode: zipCodeSchema,
});

/** POST product/quote/: every field spec §7 lists; the product is the page's, else the first sku's. */
export const quoteBodySchema = z.strictObject({
  cartId: idSchema.nullable(),
  /** Set when the quote prices an edit of this cart or order line. */
  lineItemId: idSchema.optional(),
  skus: z.array(idSchema).min(1).max(10),
  currency: z.string().regex(/^[A-Z]{3}$/, "Expected an ISO currency code"),
  country: countrySchema,
  zipCode: zipCodeSchema,
  quantityList: z.array(z.number()).max(MAX_QUOTED_QUANTITIES),
  prioritySets: z.array(z.enum(PRIORITY_KEYS)).max(3),
  validProductionTimes: z.array(productionTimeInputSchema).max(10),
  /** The selection in the fulfiller's attribute names (this catalogue uses the shop's names for both). */
  fulfillerAttributes: attributesSchema,
  /** The selection in the shop's attribute names: what is priced. */
  merchantAttributes: attributesSchema,
  promocode: promocodeRefSchema,
  page: quotePageSchema.nullable(),
  groups: z.array(z.string().max(100)).max(20),
  families: z.array(z.string().max(100)).max(20),
  addresses: z.array(quoteAddressSchema).max(2),
});
export type QuoteBody = z.input<typeof quoteBodySchema>;

/**
 * POST product/service/price/: the file check and design service for the product, priced for each
 * quantity of the list (with the variable attributes, e.g. the number of artwork sets), in the
 * active currency of the request's header.
 */
export const servicePriceBodySchema = z.strictObject({
  serviceKeys: z.array(z.string().max(60)).min(1).max(5),
  skus: z.array(idSchema).min(1).max(10),
  quantityList: z.array(z.number().positive().max(10_000_000)).min(1).max(MAX_QUOTED_QUANTITIES),
  variableAttributes: attributesSchema,
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
