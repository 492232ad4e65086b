import type { Generated, Insertable, Selectable } from "kysely";

/**
 * Typed view of the SQLite schema built by ./migrations. Booleans are stored as 0/1 integers,
 * JSON documents as text, dates as ISO 8601 text, money as integer minor units.
 */
export interface Database {
  tenants: TenantsTable;
  countries: CountriesTable;
  country_names: CountryNamesTable;
  tenant_countries: TenantCountriesTable;
  tenant_currencies: TenantCurrenciesTable;
  pages: PagesTable;
  default_links: DefaultLinksTable;
  navigation_items: NavigationItemsTable;
  banners: BannersTable;
  dictionary_entries: DictionaryEntriesTable;
  validation_rules: ValidationRulesTable;
  app_settings: AppSettingsTable;
  legacy_paths: LegacyPathsTable;
  seed_runs: SeedRunsTable;
  customers: CustomersTable;
  auth_sessions: AuthSessionsTable;
  login_attempts: LoginAttemptsTable;
  secrets: SecretsTable;
  customer_addresses: CustomerAddressesTable;
  carrier_transit: CarrierTransitTable;
  password_resets: PasswordResetsTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  promocodes: PromocodesTable;
  product_custom_configs: ProductCustomConfigsTable;
  loss_leaders: LossLeadersTable;
  inventory: InventoryTable;
  carts: CartsTable;
  cart_line_items: CartLineItemsTable;
}

export type SqliteBoolean = 0 | 1;

export interface TenantsTable {
  /** Key sent by the storefront as fe-x-tenant. */
  key: string;
  name: string;
  indexable: SqliteBoolean;
  default_iso2: string;
  default_zipcode: string;
  base_locale: string;
  locale: string;
  flag: string;
  default_currency: string;
  /** Analytics container id (e.g. a tag manager id), not a visitor id. */
  tracking_container_id: string | null;
  support_email: string;
  support_phone: string;
  reviews_rating: number | null;
  reviews_count: number | null;
  reviews_source: string | null;
  loqate_key: string | null;
}

export interface CountriesTable {
  iso2: string;
  /** Regex source validating a postal code of this country. */
  zipcode_pattern: string;
}

export interface CountryNamesTable {
  iso2: string;
  language: string;
  name: string;
}

export interface TenantCountriesTable {
  tenant_key: string;
  iso2: string;
  position: number;
}

export interface TenantCurrenciesTable {
  tenant_key: string;
  currency_code: string;
  position: number;
  /** Price of the file check service in this currency, minor units. */
  file_check_cent_amount: number;
}

export interface PagesTable {
  id: Generated<number>;
  tenant_key: string;
  key: string;
  /** Canonical path: lower-case, leading and trailing slash. */
  path: string;
  title: string;
  meta_title: string;
  meta_description: string;
  layout: string;
  layout_suffix: string | null;
  logged_only: SqliteBoolean;
  auth_opt_out: SqliteBoolean;
  indexable: SqliteBoolean;
  /** JSON array of { label, path }. */
  breadcrumbs_json: string;
  /** JSON array of content blocks, validated against the block schema when written. */
  blocks_json: string;
  updated_at: string;
}

export interface DefaultLinksTable {
  tenant_key: string;
  link_id: string;
  path: string;
}

export type NavigationMenu = "main" | "footer";

export interface NavigationItemsTable {
  tenant_key: string;
  menu: NavigationMenu;
  position: number;
  label: string;
  path: string;
}

export type CustomerTarget = "all" | "anonymous" | "new" | "returning" | "premium";

export interface BannersTable {
  id: string;
  tenant_key: string;
  message: string;
  link_label: string | null;
  link_path: string | null;
  filter_date_start: string | null;
  filter_date_end: string | null;
  campaign_parameter: string | null;
  customer_target: CustomerTarget;
  priority: number;
}

export interface DictionaryEntriesTable {
  /** Base locale of the tenants using it ("fr", "en"). */
  language: string;
  namespace: string;
  key: string;
  text: string;
}

export interface ValidationRulesTable {
  rule_key: string;
  definition_json: string;
}

/** Shop-wide settings shared by every tenant (JSON values). */
export interface AppSettingsTable {
  key: string;
  value_json: string;
}

export interface LegacyPathsTable {
  tenant_key: string;
  old_path: string;
  new_path: string;
  /** Date (YYYY-MM-DD) the old path was retired. */
  retired_on: string;
}

export interface SeedRunsTable {
  name: string;
  ran_at: string;
}

export type TenantRow = Selectable<TenantsTable>;
export type PageRow = Selectable<PagesTable>;
export type NewPage = Insertable<PagesTable>;
export type BannerRow = Selectable<BannersTable>;

export interface CustomersTable {
  id: string;
  tenant_key: string;
  /** Lower-cased. */
  email: string;
  password_hash: string;
  role: "customer" | "admin";
  first_name: string;
  last_name: string;
  phone: string | null;
  /** Spec §3 customerMetadata.user_category: '1' company, '2' private. */
  user_category: "1" | "2";
  company_name: string | null;
  vat_number: string | null;
  newsletter: SqliteBoolean;
  is_premium: SqliteBoolean;
  premium_reason: string | null;
  external_id: string | null;
  has_wallet: SqliteBoolean;
  wallet_credit_cents: number;
  is_new_client: SqliteBoolean;
  created_at: string;
  default_shipping_address_id: string | null;
  default_billing_address_id: string | null;
}

export interface AuthSessionsTable {
  /** The refresh family: every rotated refresh token of one login shares it. */
  id: string;
  customer_id: string;
  strategy: string;
  impersonator_id: string | null;
  /** The only refresh token of the family still accepted; an older one is a replay. */
  refresh_jti: string;
  expires_at: string;
  revoked_at: string | null;
  created_at: string;
}

export interface LoginAttemptsTable {
  tenant_key: string;
  email: string;
  failures: number;
  locked_until: string | null;
}

export interface SecretsTable {
  name: string;
  value: string;
}

export type CustomerRow = Selectable<CustomersTable>;

export type AddressType = "shipping" | "billing";

export interface CustomerAddressesTable {
  id: string;
  customer_id: string;
  type: AddressType;
  first_name: string;
  last_name: string;
  company: string | null;
  street: string;
  additional: string | null;
  postal_code: string;
  city: string;
  country: string;
  phone: string | null;
  created_at: string;
}

export type AddressRow = Selectable<CustomerAddressesTable>;

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
}

export interface CartLineItemsTable {
  id: string;
  cart_id: string;
  /** The priced line item as stored (server-computed prices only). */
  line_item_json: string;
  created_at: string;
  updated_at: string;
}

export interface CarrierTransitTable {
  country: string;
  delivery_option: "economy" | "standard" | "express";
  carrier: string;
  transit_days: number;
  /** Minutes after midnight, Paris time. */
  cutoff_minutes: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: string;
  expires_at: string;
  used_at: string | null;
}
