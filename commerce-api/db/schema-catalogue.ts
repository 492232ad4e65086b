import type { Generated } from "kysely";

/** Tables of the catalogue: products, prices, promo codes, custom configs, loss leaders, stock, carts. */

/** A product of one tenant; the definition (features, quantity and priority models) is JSON. */
export interface ProductsTable {
  tenant_key: string;
  product_key: string;
  /** Globally unique id of the product configuration (spec §3 configurationId). */
  configuration_id: string;
  mcp_sku: string;
  position: number;
  definition_json: string;
}

/** The price table of a product in one currency (JSON, amounts in hundredths of a minor unit). */
export interface ProductPricesTable {
  tenant_key: string;
  product_key: string;
  currency_code: string;
  price_table_json: string;
}

export interface PromocodesTable {
  id: string;
  tenant_key: string;
  /** Upper-cased. */
  code: string;
  /** Null: valid in every currency (percent codes); fixed codes name their currency. */
  currency_code: string | null;
  discount_type: "percent" | "fixed";
  /** Percent codes: basis points (1000 = 10 %); fixed codes: minor units. */
  discount_value: number;
  /** Minimum amount excluding VAT, minor units. */
  minimum_cent_amount: number;
  starts_at: string | null;
  ends_at: string | null;
  /** JSON array of product keys the code is limited to; null for every product. */
  product_keys_json: string | null;
}

export interface ProductCustomConfigsTable {
  /** Short deterministic key of (tenant, product, config). */
  key: string;
  tenant_key: string;
  product_key: string;
  config_json: string;
  created_at: string;
}

export interface LossLeadersTable {
  tenant_key: string;
  key: string;
  product_key: string;
  title: string;
  description: string;
  config_json: string;
  promocode_id: string | null;
  ends_at: string | null;
}

/** Stock of externally fulfilled products (read by the delivery domain). */
export interface InventoryTable {
  mcp_sku: string;
  immediate_quantity: number;
  /** JSON array of { date, quantity }. */
  future_availability: string;
}

export interface CartsTable {
  id: string;
  tenant_key: string;
  anonymous_user_id: string | null;
  /** Seam for customer carts (login merges the anonymous cart). */
  customer_id: string | null;
  currency_code: string;
  country: string;
  locale: string;
  created_at: string;
  updated_at: string;
  /** Set when the cart became an order; a closed cart is never reused. */
  checked_out_at: string | null;
}

export interface OrdersTable {
  id: string;
  tenant_key: string;
  order_number: string;
  customer_id: string;
  cart_id: string;
  currency_code: string;
  total_cent: number;
  taxed_cent: number;
  paid_cent: number;
  wallet_cent: Generated<number>;
  /** Set by staff when the order ships (migration 013). */
  tracking_number: Generated<string | null>;
  payment_method: string;
  status: string;
  /** The order of spec §3 as placed: lines, addresses, sender, notes (server-priced snapshot). */
  order_json: string;
  created_at: string;
  /** The checkout call's Idempotency-Key (migration 016): a replay answers this order. */
  idempotency_key: Generated<string | null>;
}

export interface CartLineItemsTable {
  id: string;
  cart_id: string;
  /** The priced line item as stored (server-computed prices only). */
  line_item_json: string;
  created_at: string;
  updated_at: string;
}

export interface OrderEventsTable {
  id: Generated<number>;
  order_id: string;
  from_status: string | null;
  to_status: string;
  /** "customer:<id>", "system" or "staff:<name>". */
  actor: string;
  at: string;
}

export interface OrderDraftsTable {
  /** The orderEditId of spec §7. */
  id: string;
  order_id: string;
  customer_id: string;
  /** SHA-256 of the order document the draft was made from. */
  base_fingerprint: string;
  line_item_json: string;
  total_cent: number;
  taxed_cent: number;
  referer_url: string | null;
  status: "open" | "finalized";
  created_at: string;
}

/** A payment attempt at the simulated provider (ADR 012); amounts in minor units. */
export interface PaymentIntentsTable {
  id: string;
  tenant_key: string;
  order_id: string;
  customer_id: string;
  method: "card" | "paypal" | "sepa";
  amount_cent: number;
  currency_code: string;
  status: "requires_action" | "processing" | "succeeded" | "failed" | "cancelled";
  return_path: string;
  card_last4: string | null;
  mandate_reference: string | null;
  masked_iban: string | null;
  failure_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  event_id: string;
  intent_id: string;
  status: string;
  received_at: string;
}

/** A customer's print file for one set of one line item (issue 6). */
export interface ArtworkFilesTable {
  id: string;
  order_id: string;
  line_item_id: string;
  set_index: number;
  stored_name: string;
  original_name: string;
  file_type: "pdf" | "png" | "jpeg" | "tiff";
  size_bytes: number;
  status: "accepted" | "rejected";
  rejection_reason: string | null;
  created_at: string;
}

/** An order imported from the previous system (issue 6): read-only. */
export interface LegacyOrdersTable {
  id: string;
  tenant_key: string;
  customer_id: string;
  legacy_number: string;
  placed_at: string;
  status_label: string;
  currency_code: string;
  total_cent: number;
  taxed_cent: number;
  invoice_reference: string | null;
  lines_json: string;
}

/** The brief of a design-service line (issue 6). */
export interface LineBriefsTable {
  order_id: string;
  line_item_id: string;
  brief: string;
  updated_at: string;
}
