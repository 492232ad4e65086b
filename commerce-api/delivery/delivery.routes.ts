import { deliveryEndpoints } from "#contract/delivery/delivery.endpoints";
import { inventoryBodySchema, shippingCalculateBodySchema } from "#contract/delivery/delivery.requests";
import type { Inventory, ShippingCalculation } from "#contract/delivery/delivery.schemas";
import { isBuyable } from "#contract/delivery/inventory-rules";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { stockNeededBy } from "./arrival-plan";
import { findStockLevels, listServedCountries } from "./delivery.repository";
import { cachedDestination } from "./destination-cache";
import { classifyDestination } from "./destination-zones";
import { dateDeliveries } from "./shipping-dates";

/**
 * Spec §4 step 6. Dates depend on the production time and the destination only: skus, attributes
 * and quantity are accepted for the contract but a parcel's size does not change the carrier here.
 */
async function calculateShipping(context: RequestContext): Promise<ShippingCalculation> {
  const body = await readJsonBody(context.request, shippingCalculateBodySchema);
  if (body.deliveries.length === 0) {
    throw badRequest("NO_DELIVERIES", "No deliveries available for this quantity!");
  }
  // Every product page and re-quote asks: the carriers and postcode pattern come from the process's
  // cache (ADR 105, 109), so an operator's edit shows within DESTINATION_TTL_MS.
  const { carriers, zipPattern } = await cachedDestination(context.db, body.countryCode);
  if (carriers.length === 0) {
    const served = await listServedCountries(context.db);
    throw badRequest(
      "COUNTRY_NOT_SERVED",
      `We do not deliver to ${body.countryCode}: delivery dates are available for ${served.join(", ")}`,
    );
  }
  const zone = classifyDestination(body.countryCode, body.zipCode, zipPattern);
  const calculation = dateDeliveries(context.now(), body.deliveries, carriers, {
    country: body.countryCode,
    zone,
  });
  if (!calculation) {
    throw badRequest("NO_ARRIVAL_DATES", "No arrival dates found for those deliveries!");
  }
  return calculation;
}

/** Spec §7 and §5: stock of an externally fulfilled product, judged for the quantity by the date production needs it. */
async function inventory(context: RequestContext): Promise<Inventory> {
  const body = await readJsonBody(context.request, inventoryBodySchema);
  const stock = await findStockLevels(context.db, body.mcpSku);
  if (!stock) throw notFound("INVENTORY_NOT_FOUND", `No inventory for sku ${body.mcpSku}`);
  const neededBy = stockNeededBy(context.now(), body.productionTime);
  return { hasInventory: isBuyable(stock, body.quantity, neededBy), ...stock };
}

export const deliveryRoutes: readonly RouteDefinition[] = [
  route(deliveryEndpoints.calculateShipping, calculateShipping),
  route(deliveryEndpoints.inventory, inventory),
];
