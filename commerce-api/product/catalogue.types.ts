import { z } from "zod";
import {
  incompatibilitySchema,
  PRIORITY_KEYS,
  type PriorityKey,
  quantityModelSchema,
} from "#contract/product/product.schemas";
import { quantityProblem } from "#contract/product/quantity";

/**
 * Stored shapes of the catalogue: a product definition (per tenant, labels in the tenant
 * language) and its price table (per currency). Both are JSON in SQLite and parsed with these
 * schemas when read, so a bad seed fails loudly instead of pricing wrongly.
 */

// Priorities, quantity model and incompatibilities are stored as the product answer carries them.
export { PRIORITY_KEYS, type PriorityKey };

export const optionDefinitionSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  info: z.string().optional(),
  /** Priced units per ordered unit (e.g. labels per roll); default 1. */
  unitMultiplier: z.number().int().positive().optional(),
});
export type OptionDefinition = z.infer<typeof optionDefinitionSchema>;

export const featureDefinitionSchema = z.object({
  name: z.string().min(1),
  /** English label (spec §3 label.en). */
  labelEn: z.string().min(1),
  /** Label in the tenant language. */
  label: z.string().min(1),
  info: z.string().optional(),
  hidden: z.boolean().optional(),
  defaultValue: z.string().min(1),
  options: z.array(optionDefinitionSchema).min(1),
});
export type FeatureDefinition = z.infer<typeof featureDefinitionSchema>;

export type Incompatibility = z.infer<typeof incompatibilitySchema>;

export type QuantityModel = z.infer<typeof quantityModelSchema>;

export const priorityDefinitionSchema = z.object({
  key: z.enum(PRIORITY_KEYS),
  label: z.string(),
  /** Production time in business days. */
  productionDays: z.number().int().positive(),
});
export type PriorityDefinition = z.infer<typeof priorityDefinitionSchema>;

export const productDefinitionSchema = z
  .object({
    productKey: z.string().min(1),
    productName: z.string().min(1),
    mcpSku: z.string().min(1),
    ctoolsId: z.string().min(1),
    productGroups: z.array(z.string()),
    productFamilies: z.array(z.string()),
    version: z.number().int().positive(),
    features: z.array(featureDefinitionSchema).min(1),
    incompatibilities: z.array(incompatibilitySchema),
    quantityModel: quantityModelSchema,
    priorities: z.array(priorityDefinitionSchema).min(1),
    defaultPriority: z.enum(PRIORITY_KEYS),
    fileFlow: z.object({
      fileCheck: z.boolean(),
      upload: z.boolean(),
      /** Staff send a proof the customer approves before production, even from the customer's file (ADR 074). */
      proof: z.boolean().optional(),
      /**
       * Where a product with no format option prints the customer's file (a pen's imprint area, mm): the
       * file's resolution is measured fitted inside it (ADR 087). Products with a format measure at it.
       */
      printArea: z.object({ widthMm: z.number().positive(), heightMm: z.number().positive() }).optional(),
    }),
    fscCertified: z.boolean(),
    noPrinting: z.boolean(),
    templateDisabled: z.boolean(),
    /** Show the unit price on the product page (spec §3 "Yes"/"No"). */
    unitPrice: z.boolean(),
    humanDesignService: z.boolean(),
    designExperience: z.boolean(),
    externallyFulfilled: z.boolean(),
    instructions: z.object({ title: z.string(), items: z.array(z.string()) }),
  })
  .superRefine((definition, context) => {
    for (const problem of definitionProblems(definition))
      context.addIssue({ code: "custom", message: problem });
  });
export type ProductDefinition = z.infer<typeof productDefinitionSchema>;

/** A price component; amounts in hundredths of a minor unit ("centi-cents"). */
export const surchargeSchema = z.object({
  perUnit: z.number().int().optional(),
  perJob: z.number().int().optional(),
  /** Percent of the base price, in basis points (3000 = +30 %). */
  percentBp: z.number().int().optional(),
});
export type Surcharge = z.infer<typeof surchargeSchema>;

export const priceTableSchema = z.object({
  /** Set-up cost per job, centi-cents. */
  setup: z.number().int().nonnegative(),
  /** Degressive unit prices: the band with the greatest `from` ≤ priced units applies to all units. */
  bands: z.array(z.object({ from: z.number().int().positive(), unit: z.number().int().positive() })).min(1),
  /** feature name → option value → surcharge. */
  options: z.record(z.string(), z.record(z.string(), surchargeSchema)),
  /** Speed surcharge (or discount) per priority, basis points of the subtotal. */
  priorities: z.record(z.string(), z.number().int()),
  /** Human design service price per job, minor units. */
  hdsCentAmount: z.number().int().nonnegative(),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

export interface CatalogueProduct {
  tenantKey: string;
  configurationId: string;
  definition: ProductDefinition;
  /** A media library image staff chose for the product (issue 16 §6); absent: the drawn image. */
  imageUrl?: string | null;
}

/**
 * Cross-field rules zod cannot express per field: defaults that exist, rules that name real
 * options, a default selection the rules allow, a default quantity the model accepts.
 */
function definitionProblems(definition: z.infer<typeof productDefinitionSchema>): string[] {
  const problems: string[] = [];
  const values = new Map(definition.features.map((f) => [f.name, new Set(f.options.map((o) => o.value))]));
  for (const feature of definition.features) {
    if (!values.get(feature.name)?.has(feature.defaultValue))
      problems.push(`${feature.name}: default ${feature.defaultValue} is not an option`);
  }
  for (const rule of definition.incompatibilities) {
    const known =
      values.get(rule.feature)?.has(rule.value) &&
      rule.withValues.every((value) => values.get(rule.withFeature)?.has(value));
    if (!known) problems.push(`incompatibility ${rule.feature}=${rule.value} names an unknown option`);
    const defaults = Object.fromEntries(definition.features.map((f) => [f.name, f.defaultValue]));
    if (defaults[rule.feature] === rule.value && rule.withValues.includes(defaults[rule.withFeature] ?? ""))
      problems.push(`the default selection breaks ${rule.feature}=${rule.value}`);
  }
  const quantity = quantityProblem(definition.quantityModel, definition.quantityModel.defaultValue);
  if (quantity) problems.push(`default quantity: ${quantity}`);
  if (!definition.priorities.some((priority) => priority.key === definition.defaultPriority))
    problems.push(`default priority ${definition.defaultPriority} is not offered`);
  return problems;
}
