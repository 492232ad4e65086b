import { z } from "zod";
import { moneySchema } from "../content/content.schemas";
import { priorityKeySchema } from "../product/product.schemas";
import {
  customSenderSchema,
  documentPreferencesSchema,
  merchantInfoSchema,
  uploadedFileSchema,
} from "./cart.requests";

/**
 * The cart answers (spec §3 Cart, §7): POST cart/, DELETE cart/item/, PATCH cart/{id}/item/address/
 * answer the cart; the line item and promo code calls wrap it. The API builds them in
 * commerce-api/cart/cart.view.ts, checked against these types at compile time.
 */

const attributesSchema = z.record(z.string(), z.string());

export const cartServiceSchema = z.object({
  key: z.string(),
  unitPrice: moneySchema,
  taxRate: z.number(),
  serviceAttributes: z.object({ inputText: z.string().nullable() }),
});

export const cartLineItemSchema = z.object({
  id: z.string(),
  productKey: z.string(),
  productId: z.string(),
  mcpSku: z.string(),
  variantSKU: z.string(),
  mcpProdName: z.string(),
  currencyCode: z.string().length(3),
  quantity: z.number().positive(),
  selectedAttributes: attributesSchema,
  selectedPriority: priorityKeySchema,
  price: moneySchema,
  unitPrice: moneySchema,
  taxRate: z.number(),
  services: z.array(cartServiceSchema),
  totalPriceWithServices: moneySchema,
  taxedTotalPriceWithServices: moneySchema,
  jobName: z.string().nullable(),
  userNotes: z.string().nullable(),
  shipTo: z.object({ country: z.string().length(2), postalCode: z.string().nullable() }),
  promisedArrivalDate: z.string().nullable(),
  merchantInfo: merchantInfoSchema,
  mcpDocsSource: z.string().nullable(),
  documentPreferences: documentPreferencesSchema.nullish(),
  uploadedFiles: z.array(uploadedFileSchema),
  lineItemCreationTimestamp: z.string(),
  isMultiArtwork: z.boolean(),
  multiArtworkSetsNumber: z.number().int().positive(),
  multiArtworkDetails: z.array(
    z.object({ name: z.string().nullish(), quantity: z.number().nullish(), rolls: z.number().nullish() }),
  ),
  multiArtworkCompleted: z.boolean(),
  isFileCheckEditable: z.boolean(),
  /** The product asks for a proof the customer approves before production (design-service lines always do). */
  proofRequired: z.boolean().optional(),
  /** Set on a line priced by an accepted custom quote (ADR 026). */
  quoteId: z.string().nullish(),
  promocode: z
    .object({ code: z.string(), status: z.enum(["valid", "generic_error"]), reason: z.string().nullable() })
    .nullable(),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/**
 * Delivery as priced by the API (issue 17 §4): one parcel per destination and speed, free from the
 * currency's threshold on the goods excluding VAT. The cart's and the order's totals include it.
 */
export const shippingSchema = z.object({
  price: moneySchema,
  taxedPrice: moneySchema,
  free: z.boolean(),
  freeFrom: moneySchema.nullable(),
  missingForFree: moneySchema.nullable(),
  shipments: z.array(z.object({ country: z.string(), priority: priorityKeySchema, price: moneySchema })),
});
export type Shipping = z.infer<typeof shippingSchema>;

export const cartSchema = z.object({
  id: z.string(),
  anonymousUserId: z.string().nullable(),
  customerId: z.string().nullable(),
  currencyCode: z.string().length(3),
  country: z.string().length(2),
  locale: z.string(),
  lineItems: z.record(z.string(), cartLineItemSchema),
  lineItemCount: z.number().int().nonnegative(),
  maxLineItems: z.number().int().positive(),
  /** The goods: every line with its services and discounts. */
  itemsPrice: moneySchema,
  itemsTaxedPrice: moneySchema,
  shipping: shippingSchema,
  /** What the shopper pays: goods and delivery. */
  totalPrice: moneySchema,
  taxedPrice: moneySchema,
  priceCeilingExceeded: z.boolean(),
  /** Set on a customer's cart once an address was chosen for it (PATCH cart/{id}/item/address/). */
  shippingAddress: z.looseObject({ addressId: z.string() }).nullable(),
  billingAddress: z.looseObject({ addressId: z.string() }).nullable(),
  sender: z.string(),
  customSender: customSenderSchema.nullable(),
  userNotes: z.object({ invoiceRequested: z.boolean() }),
  internalCheckout: z.boolean(),
  skipDocReview: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** PUT cart/{id}/item/ and POST cart/{id}/duplicateItem/: the cart and the line written. */
export const cartWithLineItemSchema = z.object({ cart: cartSchema, lineItemId: z.string() });

/** POST cart/{id}/promocode/: the re-priced cart and which lines the code applies to. */
export const cartPromocodeAnswerSchema = z.object({
  cart: cartSchema,
  promocode: z.string().nullable(),
  appliedTo: z.array(z.string()),
  notAppliedTo: z.array(z.object({ lineItemId: z.string(), reason: z.string().nullable() })),
});
