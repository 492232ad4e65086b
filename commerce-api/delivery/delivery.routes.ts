import { z } from "zod";
import { addBusinessDays, frenchHolidays, planArrival } from "../../app/features/delivery/business-days";
import type { RequestContext, RouteDefinition } from "../context";
import { readJsonBody } from "../http/body";
import { badRequest, notFound } from "../http/errors";
import { isRemoteArea, REMOTE_EXTRA_DAYS } from "./remote-areas";

const calculateBody = z.object({
  skus: z.array(z.string()).optional(),
  variableAttributes: z.record(z.string(), z.unknown()).optional(),
  deliveries: z.array(
    z.object({
      deliveryKey: z.string().min(1),
      productionTime: z.number().int().positive().max(60),
      deliveryOption: z.enum(["economy", "standard", "express"]).optional(),
    }),
  ),
  quantity: z.number().int().positive().optional(),
  countryCode: z.string().trim().length(2).toUpperCase(),
  zipCode: z.string().trim().max(12).default(""),
});

/** Dates per delivery option (spec §4 step 6): production in French business days, then carrier transit. */
async function calculateShipping(context: RequestContext) {
  const body = await readJsonBody(context.request, calculateBody);
  if (body.deliveries.length === 0)
    throw badRequest("NO_DELIVERIES", "No deliveries available for this quantity!");
  const transit = await context.db
    .selectFrom("carrier_transit")
    .selectAll()
    .where("country", "=", body.countryCode)
    .execute();
  if (transit.length === 0) throw badRequest("COUNTRY_NOT_SERVED", `No delivery to ${body.countryCode}`);
  const now = context.now();
  const remote = isRemoteArea(body.countryCode, body.zipCode);
  const dates = body.deliveries.flatMap((delivery) => {
    const option = delivery.deliveryOption ?? (delivery.deliveryKey as "economy" | "standard" | "express");
    const carrier = transit.find((row) => row.delivery_option === option);
    if (!carrier) return [];
    const plan = planArrival(now, delivery.productionTime, carrier.transit_days, carrier.cutoff_minutes);
    return [{ deliveryKey: delivery.deliveryKey, deliveryOption: option, carrier: carrier.carrier, ...plan }];
  });
  if (dates.length === 0)
    throw badRequest("NO_ARRIVAL_DATES", "No arrival dates found for those deliveries!");
  const latest = dates
    .map((date) => date.arrivalDate)
    .sort()
    .at(-1) as string;
  const topics = new Set<"remote_area" | "cutoff_passed" | "holiday_period">();
  if (remote) topics.add("remote_area");
  if (dates.some((date) => date.cutoffPassed)) topics.add("cutoff_passed");
  if (dates.some((date) => spansHoliday(date.productionStartDate, date.arrivalDate)))
    topics.add("holiday_period");
  return {
    dates: dates.map(({ cutoffPassed: _, ...date }) => date),
    caveats: { deliveryDateWithFallback: remote ? addBusinessDays(latest, REMOTE_EXTRA_DAYS) : latest },
    caveat_topics: [...topics],
  };
}

function spansHoliday(from: string, to: string): boolean {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  return [...years].some((year) => [...frenchHolidays(year)].some((day) => day >= from && day <= to));
}

const inventoryBody = z.object({
  mcpSku: z.string().min(1).max(64),
  mcpAttributes: z.record(z.string(), z.unknown()).optional(),
  quantity: z.number().int().positive().optional(),
  productionTime: z.number().int().positive().optional(),
});

/** Stock of an externally fulfilled product (spec §7). */
async function inventory(context: RequestContext) {
  const body = await readJsonBody(context.request, inventoryBody);
  const row = await context.db
    .selectFrom("inventory")
    .selectAll()
    .where("mcp_sku", "=", body.mcpSku)
    .executeTakeFirst();
  if (!row) throw notFound("SKU_NOT_FOUND", `No inventory for ${body.mcpSku}`);
  const futureAvailability = z
    .array(z.object({ date: z.string(), quantity: z.number().int() }))
    .parse(JSON.parse(row.future_availability));
  return {
    hasInventory: row.immediate_quantity > 0 || futureAvailability.some((batch) => batch.quantity > 0),
    immediateQuantity: row.immediate_quantity,
    futureAvailability,
  };
}

export const deliveryRoutes: readonly RouteDefinition[] = [
  { method: "POST", path: "/api/v1/product/shipping/calculate", handler: calculateShipping },
  { method: "POST", path: "/api/v1/product/inventory", handler: inventory },
];
