import { endpoint } from "../endpoints";
import { inventorySchema, shippingCalculationSchema } from "./delivery.schemas";

/** Shipping cost and stock (spec §7). */
export const deliveryEndpoints = {
  calculateShipping: endpoint("POST", "/api/v1/product/shipping/calculate/", shippingCalculationSchema),
  inventory: endpoint("POST", "/api/v1/product/inventory/", inventorySchema),
} as const;
