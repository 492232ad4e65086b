/** Carrier transit used for delivery dates. */
export interface CarrierTransitTable {
  country: string;
  delivery_option: "economy" | "standard" | "express";
  carrier: string;
  transit_days: number;
  /** Minutes after midnight, Paris time. */
  cutoff_minutes: number;
}
