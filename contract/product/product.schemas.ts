import { z } from "zod";
import { mediaNameOf } from "../media/media.schemas";
import { UPLOAD_TYPES } from "./selection-params";

/**
 * Response shapes of the catalogue, pricing, promocode and cart calls (spec §3, §7). The API client
 * parses every answer with these; components import the types only.
 */

export const PRIORITY_KEYS = ["economy", "standard", "express"] as const;
export const priorityKeySchema = z.enum(PRIORITY_KEYS);
export type PriorityKey = z.infer<typeof priorityKeySchema>;

const attributesSchema = z.record(z.string(), z.string());
const productionTimeSchema = z.object({
  deliveryKey: priorityKeySchema,
  productionTime: z.number().int().positive(),
});

export const featureSchema = z.object({
  label: z.object({ en: z.string() }),
  name: z.string().min(1),
  availableOptions: z.array(z.string()).min(1),
  /** Options selectable with the default selection (incompatible ones removed). */
  enabledOptions: z.array(z.string()),
  selected: z.string(),
  customSelections: z.object({
    sortIndex: z.number().int(),
    hidden: z.boolean(),
    selectedValue: z.string(),
    dictionaryTranslations: z.object({
      voice: z.string(),
      info: z.string().nullable(),
      options: z.record(z.string(), z.object({ voice: z.string(), info: z.string().nullable() })),
    }),
  }),
});
export type ProductFeature = z.infer<typeof featureSchema>;

export const quantityModelSchema = z.object({
  /** list: only `list`; range: min..max in steps; free: `list` plus any valid range quantity. */
  mode: z.enum(["list", "range", "free"]),
  list: z.array(z.number().positive()).min(1),
  defaultValue: z.number().positive(),
  min: z.number().positive(),
  max: z.number().positive(),
  increment: z.number().positive(),
});

/** Selecting `feature = value` excludes `withFeature` ∈ `withValues` (and vice versa). */
export const incompatibilitySchema = z.object({
  feature: z.string(),
  value: z.string(),
  withFeature: z.string(),
  withValues: z.array(z.string()).min(1),
});

export const productConfigurationSchema = z.object({
  configurationId: z.string().min(1),
  productKey: z.string().min(1),
  mcpSku: z.string().min(1),
  cimCommSku: z.string(),
  cimCommVar: z.string(),
  productName: z.string().min(1),
  ctoolsId: z.string(),
  productGroups: z.array(z.string()),
  productFamilies: z.array(z.string()),
  /** The drawn product image, or a media library image staff chose (issue 16 §6). */
  image: z.string().refine((url) => url.startsWith("/images/products/") || mediaNameOf(url) !== null),
  configurationGraph: z.object({
    payload: z.object({
      mcpSku: z.string(),
      entryId: z.string(),
      productSku: z.string(),
      variant: z.string(),
    }),
    version: z.number().int(),
  }),
  productCustomization: z.object({
    selectedAttributes: attributesSchema,
    selectedProductFileFlow: z.object({
      fileCheck: z.boolean(),
      upload: z.boolean(),
      /** A proof is sent for approval before production (ADR 074). */
      proof: z.boolean().optional(),
    }),
    selectedQuantityModel: quantityModelSchema,
    selectedPriorityModel: z.object({
      defaultValue: priorityKeySchema,
      list: z
        .array(z.object({ key: priorityKeySchema, label: z.string(), productionTime: z.number().int() }))
        .min(1),
    }),
  }),
  features: z.array(featureSchema).min(1),
  incompatibilities: z.array(incompatibilitySchema),
  validProductionTimes: z.array(productionTimeSchema).min(1),
  serviceKeys: z.object({ coupon: z.string(), fileCheck: z.string(), humanDesignService: z.string() }),
  fscCertified: z.boolean(),
  unitPrice: z.enum(["Yes", "No"]),
  noPrinting: z.boolean(),
  templateDisabled: z.boolean(),
  designExperience: z.boolean(),
  dexConfiguration: z.object({ editor: z.string(), templatesLimit: z.number() }).nullable(),
  humanDesignService: z.boolean(),
  externallyFulfilled: z.boolean(),
  locationId: z.string().nullable(),
});
export type ProductConfiguration = z.infer<typeof productConfigurationSchema>;

const fieldIssueSchema = z.object({ path: z.string(), message: z.string(), code: z.string() });

export const validateProductSchema = z.object({
  isValid: z.boolean(),
  configurationId: z.string(),
  mcpSku: z.string(),
  version: z.number().int(),
  outdatedVersion: z.boolean(),
  selectedAttributes: attributesSchema,
  variant: z.string(),
  availableOptions: z.record(z.string(), z.array(z.string())),
  /** The selection made valid: each conflicting dependent option moved to a compatible one. */
  resolvedAttributes: attributesSchema,
  /** What moved to get `resolvedAttributes`, with the reason to show. */
  adjustments: z.array(
    z.object({ feature: z.string(), from: z.string(), to: z.string(), reason: z.string() }),
  ),
  validProductionTimes: z.array(productionTimeSchema),
  errors: z.array(fieldIssueSchema),
});
export type ValidateProductResponse = z.infer<typeof validateProductSchema>;

/** One price option (spec §3): amounts in major units, *Cent* fields in minor units. */
export const priceOptionSchema = z.object({
  deliveryKey: priorityKeySchema,
  deliveryOption: z.string(),
  productionTime: z.number().int().positive(),
  deliverySpeed: priorityKeySchema,
  quantity: z.number().positive(),
  unitAmountExclTax: z.number().nonnegative(),
  unitAmountInclTax: z.number().nonnegative(),
  amountExclTax: z.number().nonnegative(),
  amountInclTax: z.number().nonnegative(),
  originalAmountExclTax: z.number().nonnegative(),
  originalAmountInclTax: z.number().nonnegative(),
  vatAmount: z.number().nonnegative(),
  vatRate: z.number().nonnegative(),
  amountCentExclTax: z.number().int().nonnegative(),
  amountCentInclTax: z.number().int().nonnegative(),
  originalAmountCentExclTax: z.number().int().nonnegative(),
  originalAmountCentInclTax: z.number().int().nonnegative(),
  vatCentAmount: z.number().int().nonnegative(),
  promocode: z.string().nullable(),
});
export type PriceOption = z.infer<typeof priceOptionSchema>;

export const quotePromocodeSchema = z.object({
  id: z.string().nullable(),
  code: z.string().nullable(),
  status: z.enum(["valid", "generic_error"]),
  reason: z.string().nullable(),
});

export const quoteSchema = z.object({
  configurationId: z.string(),
  mcpSku: z.string(),
  variant: z.string(),
  selectedAttributes: attributesSchema,
  currency: z.string().length(3),
  country: z.string().length(2),
  vatRate: z.number(),
  quantities: z.array(z.number()).min(1),
  prices: z.array(z.object({ quantity: z.number(), options: z.array(priceOptionSchema).min(1) })).min(1),
  promocode: quotePromocodeSchema.nullable(),
  /**
   * Carriage for the quote's country and currency (issue 38 §2): the rate of each speed quoted and the
   * free-delivery threshold, for the product page to state with contract/cart/free-delivery. Optional:
   * a backend without it gets no shipping line.
   */
  shipping: z
    .object({
      freeFromCent: z.number().int().positive().nullable(),
      rates: z.array(
        z.object({
          deliveryKey: priorityKeySchema,
          centAmount: z.number().int().nonnegative(),
          taxedCentAmount: z.number().int().nonnegative(),
        }),
      ),
    })
    .optional(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** POST product/service/price/: each service priced for each quantity asked (minor units). */
export const servicePriceSchema = z.object({
  currency: z.string().length(3),
  services: z.array(
    z.object({
      key: z.string(),
      currencyCode: z.string().length(3),
      taxRate: z.number(),
      prices: z
        .array(
          z.object({
            quantity: z.number(),
            centAmount: z.number().int(),
            centAmountInclTax: z.number().int(),
          }),
        )
        .min(1),
    }),
  ),
});
export type ServicePriceAnswer = z.infer<typeof servicePriceSchema>;

/** The service prices at the selected quantity: what the page shows and the recap adds. */
export interface ServicePrices {
  currency: string;
  services: {
    key: string;
    currencyCode: string;
    taxRate: number;
    centAmount: number;
    centAmountInclTax: number;
  }[];
}

/** Each service at `quantity` (else at the first quantity priced: a flat service is the same everywhere). */
export function servicePricesAt(answer: ServicePriceAnswer, quantity: number): ServicePrices {
  return {
    currency: answer.currency,
    services: answer.services.flatMap(({ key, currencyCode, taxRate, prices }) => {
      const price = prices.find((entry) => entry.quantity === quantity) ?? prices[0];
      return price
        ? [
            {
              key,
              currencyCode,
              taxRate,
              centAmount: price.centAmount,
              centAmountInclTax: price.centAmountInclTax,
            },
          ]
        : [];
    }),
  };
}

export const productInstructionSchema = z.object({
  pageId: z.number().int(),
  productKey: z.string(),
  title: z.string(),
  items: z.array(z.string()),
  instructionFileUrl: z.string().nullable(),
});

export const customConfigSchema = z.object({
  selectedAttributes: z.record(z.string(), z.union([z.string(), z.number()])),
  quantity: z.number().optional(),
  priority: z.string().optional(),
  uploadType: z.enum(UPLOAD_TYPES).optional(),
  fileCheck: z.boolean().optional(),
  jobName: z.string().optional(),
});
export type CustomConfig = z.infer<typeof customConfigSchema>;

export const customConfigKeySchema = z.object({
  key: z.string().regex(/^[0-9A-Za-z]{10}$/),
  productConfigurationId: z.string(),
});
export const customConfigFromKeySchema = customConfigKeySchema.extend({
  productKey: z.string(),
  config: customConfigSchema,
});

export const lossLeaderInfoSchema = z.object({
  product: productConfigurationSchema,
  lossLeader: z.object({
    key: z.string(),
    title: z.string(),
    description: z.string(),
    productConfigurationId: z.string(),
    config: z.object({
      selectedAttributes: attributesSchema,
      quantity: z.number(),
      priority: priorityKeySchema,
    }),
    promocodeId: z.string().nullable(),
    endsAt: z.string().nullable(),
  }),
});
export type LossLeaderInfo = z.infer<typeof lossLeaderInfoSchema>;

export const promocodeCheckSchema = z.object({
  isValid: z.boolean(),
  promocodeStatus: z.enum(["valid", "empty_value", "generic_error"]),
  reason: z.string().nullable(),
  promocode: z
    .object({
      id: z.string(),
      code: z.string(),
      discountType: z.enum(["percent", "fixed"]).optional(),
      discountValue: z.number().optional(),
      currencyCode: z.string().nullable().optional(),
      minimumCentAmount: z.number().optional(),
      endsAt: z.string().nullable().optional(),
    })
    .nullable(),
});
export type PromocodeCheck = z.infer<typeof promocodeCheckSchema>;
