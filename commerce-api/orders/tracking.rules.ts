import { z } from "zod";

/**
 * Carriers and their tracking pages (issue 36 §6, ADR 073). Each shop lists its carriers in its config
 * with the URL template of the carrier's tracking page, `{number}` standing for the parcel's number.
 * Pure.
 */

export const carrierSchema = z.object({
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.string().min(1).max(60),
  trackingUrl: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url) && url.includes("{number}"), "An http(s) URL with {number}"),
});
export type Carrier = z.infer<typeof carrierSchema>;

/** The shop's carriers from its config; a broken config offers no carrier rather than failing the shop. */
export function parseCarriers(json: string | null): Carrier[] {
  if (!json) return [];
  try {
    const parsed = z.array(carrierSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The carrier's tracking page for a parcel; the number is URL-encoded so it can't change the URL's shape. */
export function trackingLink(carrier: Pick<Carrier, "trackingUrl">, trackingNumber: string): string {
  return carrier.trackingUrl.replaceAll("{number}", encodeURIComponent(trackingNumber.trim()));
}

/** What an order shows of its shipment: the carrier's name and the tracking page, when both are known. */
export function shipmentOf(
  carriers: readonly Carrier[],
  carrierKey: string | null,
  trackingNumber: string | null,
): { carrier: string; trackingNumber: string; trackingUrl: string } | null {
  const carrier = carriers.find((candidate) => candidate.key === carrierKey);
  if (!carrier || !trackingNumber) return null;
  return { carrier: carrier.name, trackingNumber, trackingUrl: trackingLink(carrier, trackingNumber) };
}
