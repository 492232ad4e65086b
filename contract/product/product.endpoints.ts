import { endpoint } from "../endpoints";
import {
  customConfigFromKeySchema,
  customConfigKeySchema,
  lossLeaderInfoSchema,
  productConfigurationSchema,
  productInstructionSchema,
  promocodeCheckSchema,
  quoteSchema,
  servicePriceSchema,
  validateProductSchema,
} from "./product.schemas";

/** A product's configuration, prices and promo codes (spec §7). */
export const productEndpoints = {
  configuration: endpoint("GET", "/api/v1/content/product-configuration/", productConfigurationSchema),
  validate: endpoint("POST", "/api/v1/product/validate/", validateProductSchema),
  quote: endpoint("POST", "/api/v1/product/quote/", quoteSchema),
  servicePrice: endpoint("POST", "/api/v1/product/service/price/", servicePriceSchema),
  instruction: endpoint("POST", "/api/v1/content/product-instruction/", productInstructionSchema),
  lossLeaderInfo: endpoint("GET", "/api/v1/content/loss-leader-info/:key/", lossLeaderInfoSchema),
  generateCustomConfig: endpoint(
    "POST",
    "/api/v1/product/generate-product-custom-config-url/",
    customConfigKeySchema,
  ),
  customConfig: endpoint(
    "GET",
    "/api/v1/product/get-product-custom-config-from-key/:key/",
    customConfigFromKeySchema,
  ),
  checkPromocode: endpoint("POST", "/api/v1/promocode/check-input/", promocodeCheckSchema),
  checkPromocodeId: endpoint("POST", "/api/v1/promocode/check-id/", promocodeCheckSchema),
} as const;
