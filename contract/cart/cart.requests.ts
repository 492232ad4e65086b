import { z } from "zod";
import { SEARCH_ID_PATTERN, UPLOAD_TYPES } from "../product/selection-params";
import { safeMultilineText, safeText } from "../text";

/**
 * Request bodies of the cart routes, as the API validates them; the storefront builds its bodies with
 * the input types. Client prices never become a line's price (see `totalPrice`).
 */

const idText = z.string().trim().min(1).max(100);
const attributes = z.record(z.string().max(60), z.union([z.string().max(100), z.number()]));
const moneyInput = z.object({
  currencyCode: z.string().max(3).optional(),
  centAmount: z.number().optional(),
});

/** POST cart: the fields spec §7 lists, all required (a drift fails our own tests first). */
export const createCartSchema = z.strictObject({
  forceCreate: z.boolean(),
  anonymousUserId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "anonymousUserId must be 8-64 url-safe characters"),
  currency: z.string().regex(/^[A-Z]{3}$/, "Expected an ISO currency code"),
  country: z.string().regex(/^[A-Z]{2}$/, "Expected a two-letter ISO country code"),
  locale: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "Expected a locale such as fr-FR"),
});

export const serviceInputSchema = z.looseObject({
  key: z.string().min(1).max(60),
  serviceAttributes: z.object({ inputText: safeText().max(64).optional() }).optional(),
});

const multiArtworkRowSchema = z.object({
  name: safeText().max(100).nullish(),
  quantity: z.number().int().nonnegative().max(1_000_000).nullish(),
  rolls: z.number().int().nonnegative().max(10_000).nullish(),
});

/** Spec §3 customSender: the name (and town) on a neutral parcel instead of the shop's. */
export const customSenderSchema = z.object({
  name: safeText().min(2).max(80),
  city: safeText().max(60).optional(),
});

/** A file already attached to the line when it is added (spec §3 `uploadedFiles`; shape not shown there). */
export const uploadedFileSchema = z.looseObject({
  fileId: z.string().max(100).optional(),
  name: safeText().max(200).optional(),
  url: z.string().max(2000).optional(),
});

/** The line's document preferences (spec §3; shape not shown there): flat named settings. */
export const documentPreferencesSchema = z.record(
  z.string().max(60),
  z.union([z.string().max(200), z.number(), z.boolean(), z.null()]),
);

export const merchantInfoSchema = z.looseObject({
  merchantProductName: safeText().max(200).optional(),
  productPageTitle: safeText().max(200).optional(),
  merchantProductThumbnail: z.string().max(500).optional(),
  merchantSku: z.string().max(100).optional(),
  merchantVar: z.string().max(2000).optional(),
  productFamily: z.string().max(100).optional(),
  productGroup: z.string().max(100).optional(),
  selectedAttributes: attributes.optional(),
  pageId: z.union([z.number(), z.string().max(20)]).optional(),
  fileFlow: z.object({ fileCheck: z.boolean(), upload: z.boolean() }).optional(),
  selectedPriority: z.string().max(20).optional(),
  selectedProductionTime: z.union([z.number(), z.string().max(20)]).optional(),
  selectedDeliveryOption: z.string().max(60).optional(),
  deliveryDateWithFallback: z.string().max(40).nullish(),
  selectedUploadType: z.enum(UPLOAD_TYPES).optional(),
  fscCertified: z.boolean().optional(),
  noPrinting: z.boolean().optional(),
  enabledTemplate: z.boolean().optional(),
  fromMyDesignArea: z.boolean().optional(),
  preConfiguredUrl: z.string().max(2000).optional(),
  /** Spec §3 optional search and recommendation ids: what led the shopper to the product. */
  searchIds: z.strictObject({ searchId: z.string().regex(SEARCH_ID_PATTERN) }).optional(),
  recommendationIds: z.array(z.string().max(100)).max(10).optional(),
  multiArtworkDetails: z.array(multiArtworkRowSchema).max(50).optional(),
});

/** The line item payload of spec §3. */
export const lineItemPayloadSchema = z.looseObject({
  lineItemId: idText.optional(),
  currencyCode: z.string().length(3).optional(),
  services: z.array(serviceInputSchema).max(5).optional(),
  shipTo: z
    .looseObject({ country: z.string().length(2).optional(), postalCode: z.string().max(20).optional() })
    .optional(),
  uploadedFiles: z.array(uploadedFileSchema).max(50).optional(),
  jobName: safeText().max(50).optional(),
  userNotes: safeMultilineText().max(1000).optional(),
  mcpProdName: safeText().max(200).optional(),
  productId: idText.optional(),
  mcpSku: idText.optional(),
  variantSKU: z.string().max(2000).optional(),
  productConfig: attributes.optional(),
  promisedArrivalDate: z.string().max(40).optional(),
  quantity: z.number(),
  /**
   * The API prices every line itself. As money, the total is the one the shopper was shown, and the API
   * refuses another (409 PRICE_CHANGED, ADR 092); a bare number stays informative.
   */
  totalPrice: z.union([z.number(), moneyInput]).optional(),
  taxCode: z.string().max(40).optional(),
  taxRate: z.number().min(0).max(100).optional(),
  unitPrice: z.union([z.number(), moneyInput]).optional(),
  price: moneyInput.optional(),
  merchantInfo: merchantInfoSchema,
  mcpFulfillmentAttributes: z
    .looseObject({ multiArtworkDetails: z.array(multiArtworkRowSchema).max(50).optional() })
    .optional(),
  mcpDocsSource: z.string().max(500).optional(),
  documentPreferences: documentPreferencesSchema.nullish(),
});
export type LineItemPayload = z.infer<typeof lineItemPayloadSchema>;
/** What the storefront sends as a line item (before the API's defaults and trimming). */
export type LineItemPayloadInput = z.input<typeof lineItemPayloadSchema>;
export type CreateCartBody = z.input<typeof createCartSchema>;

/**
 * POST cart/item/: an anonymous visitor's line and the cart it goes into, found or created by the same
 * call (ADR 110); the cart's fields are POST cart's (`forceCreate`: the visitor id is brand new).
 */
export const newCartLineBodySchema = z.strictObject({
  cart: createCartSchema,
  lineItem: lineItemPayloadSchema,
});
export type NewCartLineBody = z.input<typeof newCartLineBodySchema>;

/** DELETE cart/item/: one line of a cart. */
export const cartItemRefBodySchema = z.object({ cartId: idText, cartItemId: idText });
export type CartItemRefBody = z.input<typeof cartItemRefBodySchema>;

/** POST cart/{id}/duplicateItem/ */
export const duplicateItemBodySchema = z.object({ cartItemId: idText });
export type DuplicateItemBody = z.input<typeof duplicateItemBodySchema>;

/** POST cart/{id}/promocode/: one code for the whole cart; an empty code removes it. */
export const cartPromocodeBodySchema = z.object({ code: safeText().max(64) });
export type CartPromocodeBody = z.input<typeof cartPromocodeBodySchema>;

/** An address of the customer's book, by id or as an object carrying its id. */
const addressRef = z.union([idText, z.looseObject({ id: idText }).transform((address) => address.id)]);
/** PATCH cart/{id}/item/address/: the book entries that become the cart's addresses. */
export const cartAddressBodySchema = z.object({
  shippingAddress: addressRef.optional(),
  billingAddress: addressRef.optional(),
});
export type CartAddressBody = z.input<typeof cartAddressBodySchema>;
