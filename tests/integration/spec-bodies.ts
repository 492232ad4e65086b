import type { InventoryBody, ShippingCalculateBody } from "#contract/delivery/delivery.requests";
import type { QuoteBody, ServicePriceBody, ValidateBody } from "#contract/product/product.requests";

/**
 * Request bodies with every field spec §7 lists, for tests that call the commerce API directly: the
 * API refuses a body that leaves one out (issue 19), as a real backend would. Each takes the product
 * by its configuration id or sku and lets a test override any field.
 */

type Attributes = Record<string, string | number>;

const PRIORITIES = ["economy", "standard", "express"] as const;

export function validateBody(
  product: string,
  configuration: Attributes,
  overrides: Partial<ValidateBody> = {},
) {
  return {
    mcpSku: product,
    entryId: product,
    productSku: product,
    variant: "",
    version: 1,
    configuration,
    ...overrides,
  } satisfies ValidateBody;
}

export function quoteBody(
  product: string,
  overrides: Partial<QuoteBody> & { attributes?: Attributes } = {},
): QuoteBody {
  const { attributes = {}, ...rest } = overrides;
  const country = rest.country ?? "FR";
  const zipCode = rest.zipCode ?? "75011";
  return {
    cartId: null,
    skus: [product],
    currency: "EUR",
    country,
    zipCode,
    quantityList: [250],
    prioritySets: [...PRIORITIES],
    validProductionTimes: [
      { deliveryKey: "economy", productionTime: 5 },
      { deliveryKey: "standard", productionTime: 3 },
      { deliveryKey: "express", productionTime: 1 },
    ],
    fulfillerAttributes: attributes,
    merchantAttributes: attributes,
    promocode: null,
    page: { pageId: 0, productConfigurationId: product, path: "/" },
    groups: [],
    families: [],
    addresses: [{ type: "shipping", country, zipCode }],
    ...rest,
  };
}

export function servicePriceBody(
  sku: string,
  serviceKeys: string[],
  overrides: Partial<ServicePriceBody> = {},
): ServicePriceBody {
  return { serviceKeys, skus: [sku], quantityList: [250], variableAttributes: {}, ...overrides };
}

export function shippingBody(
  sku: string,
  destination: { countryCode: string; zipCode?: string | null },
  overrides: Partial<ShippingCalculateBody> = {},
): ShippingCalculateBody {
  return {
    skus: [sku],
    variableAttributes: {},
    deliveries: [{ deliveryKey: "standard", productionTime: 3 }],
    quantity: 250,
    zipCode: "",
    ...destination,
    ...overrides,
  };
}

export function inventoryBody(mcpSku: string, overrides: Partial<InventoryBody> = {}): InventoryBody {
  return { mcpSku, mcpAttributes: {}, quantity: 100, productionTime: 3, ...overrides };
}
