import type { RequestContext } from "../context";
import type { ProductDefinition } from "../product/catalogue.types";
import { cachedDestination } from "./destination-cache";
import { classifyDestination } from "./destination-zones";
import { dateDeliveries } from "./shipping-dates";

/**
 * The arrival date a line added to the cart now would be promised, as the product page's
 * shipping/calculate computes it for the chosen speed and destination. Every line put in a cart gets
 * it here (a date sent with the line is informative, like its prices: ADR 092), and so does a line the
 * server builds itself (order again). Null when no carrier serves the destination at that speed.
 */
export async function arrivalDateToday(
  context: Pick<RequestContext, "db" | "now">,
  definition: Pick<ProductDefinition, "priorities">,
  priorityKey: string,
  shipTo: { country: string; postalCode?: string | null | undefined },
): Promise<string | null> {
  const priority = definition.priorities.find((candidate) => candidate.key === priorityKey);
  if (!priority) return null;
  const country = shipTo.country.toUpperCase();
  const { carriers, zipPattern } = await cachedDestination(context.db, country);
  const zone = classifyDestination(country, shipTo.postalCode ?? "", zipPattern);
  const calculation = dateDeliveries(
    context.now(),
    [{ deliveryKey: priority.key, productionTime: priority.productionDays }],
    carriers,
    { country, zone },
  );
  return calculation?.dates[0]?.arrivalDate ?? null;
}
