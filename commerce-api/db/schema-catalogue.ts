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
  /** A media library image shown instead of the drawn product image (issue 16 §6); null: the drawing. */
  image_url: string | null;
}
export const PRODUCTS_COLUMNS = {
  tenant_key: true,
  product_key: true,
  configuration_id: true,
  mcp_sku: true,
  position: true,
  definition_json: true,
  image_url: true,
} satisfies Record<keyof ProductsTable, true>;

/** The price table of a product in one currency (JSON, amounts in hundredths of a minor unit). */
export interface ProductPricesTable {
  tenant_key: string;
  product_key: string;
  currency_code: string;
  price_table_json: string;
}
export const PRODUCT_PRICES_COLUMNS = {
  tenant_key: true,
  product_key: true,
  currency_code: true,
  price_table_json: true,
} satisfies Record<keyof ProductPricesTable, true>;

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
  /** A personal code (the welcome code): only this customer may use it. */
  customer_id: Generated<string | null>;
  /** 1: one order uses it up (redeemed_*). */
  single_use: Generated<number>;
  redeemed_order_id: Generated<string | null>;
  redeemed_at: Generated<string | null>;
}
export const PROMOCODES_COLUMNS = {
  id: true,
  tenant_key: true,
  code: true,
  currency_code: true,
  discount_type: true,
  discount_value: true,
  minimum_cent_amount: true,
  starts_at: true,
  ends_at: true,
  product_keys_json: true,
  customer_id: true,
  single_use: true,
  redeemed_order_id: true,
  redeemed_at: true,
} satisfies Record<keyof PromocodesTable, true>;

export interface ProductCustomConfigsTable {
  /** Short deterministic key of (tenant, product, config). */
  key: string;
  tenant_key: string;
  product_key: string;
  config_json: string;
  created_at: string;
}
export const PRODUCT_CUSTOM_CONFIGS_COLUMNS = {
  key: true,
  tenant_key: true,
  product_key: true,
  config_json: true,
  created_at: true,
} satisfies Record<keyof ProductCustomConfigsTable, true>;

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
export const LOSS_LEADERS_COLUMNS = {
  tenant_key: true,
  key: true,
  product_key: true,
  title: true,
  description: true,
  config_json: true,
  promocode_id: true,
  ends_at: true,
} satisfies Record<keyof LossLeadersTable, true>;

/** Stock of externally fulfilled products (read by the delivery domain). */
export interface InventoryTable {
  mcp_sku: string;
  immediate_quantity: number;
  /** JSON array of { date, quantity }. */
  future_availability: string;
}
export const INVENTORY_COLUMNS = {
  mcp_sku: true,
  immediate_quantity: true,
  future_availability: true,
} satisfies Record<keyof InventoryTable, true>;

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
export const CARTS_COLUMNS = {
  id: true,
  tenant_key: true,
  anonymous_user_id: true,
  customer_id: true,
  currency_code: true,
  country: true,
  locale: true,
  created_at: true,
  updated_at: true,
  checked_out_at: true,
} satisfies Record<keyof CartsTable, true>;

export interface CartLineItemsTable {
  id: string;
  cart_id: string;
  /** The priced line item as stored (server-computed prices only). */
  line_item_json: string;
  created_at: string;
  updated_at: string;
}
export const CART_LINE_ITEMS_COLUMNS = {
  id: true,
  cart_id: true,
  line_item_json: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof CartLineItemsTable, true>;
