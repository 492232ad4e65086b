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

/** Carriage per tenant, currency, destination and delivery speed (migration 025). */
export interface ShippingRatesTable {
  tenant_key: string;
  currency_code: string;
  country: string;
  priority: "economy" | "standard" | "express";
  /** Excluding VAT, minor units. */
  cent_amount: number;
}
export const SHIPPING_RATES_COLUMNS = {
  tenant_key: true,
  currency_code: true,
  country: true,
  priority: true,
  cent_amount: true,
} satisfies Record<keyof ShippingRatesTable, true>;
