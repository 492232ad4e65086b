/** Carrier transit used for delivery dates. */
export interface CarrierTransitTable {
  country: string;
  delivery_option: "economy" | "standard" | "express";
  carrier: string;
  transit_days: number;
  /** Minutes after midnight, Paris time. */
  cutoff_minutes: number;
}
export const CARRIER_TRANSIT_COLUMNS = {
  country: true,
  delivery_option: true,
  carrier: true,
  transit_days: true,
  cutoff_minutes: true,
} satisfies Record<keyof CarrierTransitTable, true>;
