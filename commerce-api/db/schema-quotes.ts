/** Custom quotes (issue 16, ADR 026). */

export interface QuoteRequestsTable {
  id: string;
  tenant_key: string;
  /** Shown to the customer and staff: "DV-2026-0001" (fr), "QT-2026-0001" (en). */
  quote_number: string;
  customer_id: string;
  /** new → answered → accepted | declined; accepted → ordered once an order used it. */
  status: string;
  product_key: string;
  product_name: string;
  /** The configuration asked about: { feature: value }. */
  options_json: string;
  quantity: number;
  /** YYYY-MM-DD the customer needs it by, or null. */
  deadline: string | null;
  country: string;
  currency_code: string;
  message: string;
  attachment_name: string | null;
  /** By content: pdf, png, jpeg or tiff. */
  attachment_type: string | null;
  attachment_stored_name: string | null;
  attachment_size: number | null;
  /** Staff's price for the whole job, excluding VAT, in minor units of currency_code. */
  price_cent: number | null;
  /** YYYY-MM-DD, last day the answer can be accepted and ordered. */
  valid_until: string | null;
  staff_note: string | null;
  answered_by: string | null;
  /** The order that used the accepted quote (one use). */
  order_id: string | null;
  created_at: string;
  answered_at: string | null;
  decided_at: string | null;
}
export const QUOTE_REQUESTS_COLUMNS = {
  id: true,
  tenant_key: true,
  quote_number: true,
  customer_id: true,
  status: true,
  product_key: true,
  product_name: true,
  options_json: true,
  quantity: true,
  deadline: true,
  country: true,
  currency_code: true,
  message: true,
  attachment_name: true,
  attachment_type: true,
  attachment_stored_name: true,
  attachment_size: true,
  price_cent: true,
  valid_until: true,
  staff_note: true,
  answered_by: true,
  order_id: true,
  created_at: true,
  answered_at: true,
  decided_at: true,
} satisfies Record<keyof QuoteRequestsTable, true>;
