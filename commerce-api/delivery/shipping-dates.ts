/**
 * Dates every requested delivery option for one destination and builds the shipping/calculate answer
 * (spec §7): dates, the fallback date and the caveat topics. Pure: carriers and clock are arguments.
 */
import { latestArrival } from "#contract/delivery/arrival-range";
import {
  type CaveatTopic,
  caveatTopicSchema,
  type DeliveryDate,
  type ShippingCalculation,
} from "#contract/delivery/delivery.schemas";
import { planArrival } from "./arrival-plan";
import { type DestinationZone, extraTransitDays } from "./destination-zones";

export interface RequestedDelivery {
  deliveryKey: string;
  /** Production business days of the chosen priority. */
  productionTime: number;
  /** Carrier speed; defaults to the deliveryKey (the catalogue's priority keys are the speeds). */
  deliveryOption?: string | undefined;
}

export interface CarrierOption {
  deliveryOption: string;
  carrier: string;
  transitDays: number;
  cutoffMinutes: number;
}

export interface Destination {
  country: string;
  zone: DestinationZone;
}

const zoneTopics: Readonly<Record<DestinationZone, CaveatTopic | null>> = {
  mainland: null,
  remote: "remote_area",
  overseas: "overseas_area",
  unknown: "unknown_zip_code",
};

/** Null when no requested option has a carrier to the destination. */
export function dateDeliveries(
  orderedAt: Date,
  deliveries: readonly RequestedDelivery[],
  carriers: readonly CarrierOption[],
  destination: Destination,
): ShippingCalculation | null {
  const extra = extraTransitDays(destination.country, destination.zone);
  const topics = new Set<CaveatTopic>();
  const zoneTopic = zoneTopics[destination.zone];
  if (zoneTopic) topics.add(zoneTopic);

  const dates: DeliveryDate[] = [];
  for (const delivery of deliveries) {
    const deliveryOption = delivery.deliveryOption ?? delivery.deliveryKey;
    const carrier = carriers.find((candidate) => candidate.deliveryOption === deliveryOption);
    if (!carrier) continue;
    const plan = planArrival({
      orderedAt,
      cutoffMinutes: carrier.cutoffMinutes,
      productionDays: delivery.productionTime,
      transitDays: carrier.transitDays,
      destinationCountry: destination.country,
      extraTransitDays: extra,
    });
    if (plan.cutoffPassed) topics.add("cutoff_passed");
    if (plan.holidaysOnTheWay.length > 0) topics.add("holiday_period");
    dates.push({
      deliveryKey: delivery.deliveryKey,
      deliveryOption,
      carrier: carrier.carrier,
      productionStartDate: plan.productionStartDate,
      shipDate: plan.shipDate,
      arrivalDate: plan.arrivalDate,
      ...(plan.latestArrivalDate !== plan.arrivalDate && {
        arrivalDateRange: { earliest: plan.arrivalDate, latest: plan.latestArrivalDate },
      }),
    });
  }

  const fallback = latestArrival(dates);
  if (fallback === null) return null;
  return {
    dates,
    caveats: { deliveryDateWithFallback: fallback },
    caveat_topics: caveatTopicSchema.options.filter((topic) => topics.has(topic)),
  };
}
