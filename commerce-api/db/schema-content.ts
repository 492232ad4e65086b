/** Tables of the content side: tenants, reference data, pages, links, banners, dictionaries. */
import type { Generated, Insertable, Selectable } from "kysely";
import type { SqliteBoolean } from "./sqlite-boolean";

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
  /** The shop's public origin (scheme://host[:port]): absolute links in mails (migration 033). */
  public_origin: string | null;
  /** The shop's own sender, `Name <address>`; null → MAIL_FROM, else the shop's name and support address. */
  mail_from: string | null;
  /** The seller's legal identity on invoices, JSON (migration 034, commerce-api/invoices/seller.ts). */
  seller_json: string | null;
  /** The shop's carriers, `[{key, name, trackingUrl}]` with `{number}` in the URL (migration 035). */
  carriers_json: Generated<string | null>;
}
export const TENANTS_COLUMNS = {
  key: true,
  name: true,
  indexable: true,
  default_iso2: true,
  default_zipcode: true,
  base_locale: true,
  locale: true,
  flag: true,
  default_currency: true,
  tracking_container_id: true,
  support_email: true,
  support_phone: true,
  reviews_rating: true,
  reviews_count: true,
  reviews_source: true,
  loqate_key: true,
  public_origin: true,
  mail_from: true,
  seller_json: true,
  carriers_json: true,
} satisfies Record<keyof TenantsTable, true>;

export interface CountriesTable {
  iso2: string;
  /** Regex source validating a postal code of this country. */
  zipcode_pattern: string;
}
export const COUNTRIES_COLUMNS = {
  iso2: true,
  zipcode_pattern: true,
} satisfies Record<keyof CountriesTable, true>;

export interface CountryNamesTable {
  iso2: string;
  language: string;
  name: string;
}
export const COUNTRY_NAMES_COLUMNS = {
  iso2: true,
  language: true,
  name: true,
} satisfies Record<keyof CountryNamesTable, true>;

export interface TenantCountriesTable {
  tenant_key: string;
  iso2: string;
  position: number;
}
export const TENANT_COUNTRIES_COLUMNS = {
  tenant_key: true,
  iso2: true,
  position: true,
} satisfies Record<keyof TenantCountriesTable, true>;

export interface TenantCurrenciesTable {
  tenant_key: string;
  currency_code: string;
  position: number;
  /** Price of the file check service in this currency, minor units. */
  file_check_cent_amount: number;
  /** Goods total excluding VAT from which delivery is free, minor units; null: never (migration 025). */
  free_shipping_from_cent: number | null;
}
export const TENANT_CURRENCIES_COLUMNS = {
  tenant_key: true,
  currency_code: true,
  position: true,
  file_check_cent_amount: true,
  free_shipping_from_cent: true,
} satisfies Record<keyof TenantCurrenciesTable, true>;

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
export const PAGES_COLUMNS = {
  id: true,
  tenant_key: true,
  key: true,
  path: true,
  title: true,
  meta_title: true,
  meta_description: true,
  layout: true,
  layout_suffix: true,
  logged_only: true,
  auth_opt_out: true,
  indexable: true,
  breadcrumbs_json: true,
  blocks_json: true,
  updated_at: true,
} satisfies Record<keyof PagesTable, true>;

export interface DefaultLinksTable {
  tenant_key: string;
  link_id: string;
  path: string;
}
export const DEFAULT_LINKS_COLUMNS = {
  tenant_key: true,
  link_id: true,
  path: true,
} satisfies Record<keyof DefaultLinksTable, true>;

export type NavigationMenu = "main" | "footer";

export interface NavigationItemsTable {
  tenant_key: string;
  menu: NavigationMenu;
  position: number;
  label: string;
  path: string;
}
export const NAVIGATION_ITEMS_COLUMNS = {
  tenant_key: true,
  menu: true,
  position: true,
  label: true,
  path: true,
} satisfies Record<keyof NavigationItemsTable, true>;

export type CustomerTarget = "all" | "anonymous" | "new" | "returning" | "premium" | "company";

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
export const BANNERS_COLUMNS = {
  id: true,
  tenant_key: true,
  message: true,
  link_label: true,
  link_path: true,
  filter_date_start: true,
  filter_date_end: true,
  campaign_parameter: true,
  customer_target: true,
  priority: true,
} satisfies Record<keyof BannersTable, true>;

export interface DictionaryEntriesTable {
  /** Base locale of the tenants using it ("fr", "en"). */
  language: string;
  namespace: string;
  key: string;
  text: string;
}
export const DICTIONARY_ENTRIES_COLUMNS = {
  language: true,
  namespace: true,
  key: true,
  text: true,
} satisfies Record<keyof DictionaryEntriesTable, true>;

export interface ValidationRulesTable {
  rule_key: string;
  definition_json: string;
}
export const VALIDATION_RULES_COLUMNS = {
  rule_key: true,
  definition_json: true,
} satisfies Record<keyof ValidationRulesTable, true>;

/** Shop-wide settings shared by every tenant (JSON values). */
export interface AppSettingsTable {
  key: string;
  value_json: string;
}
export const APP_SETTINGS_COLUMNS = {
  key: true,
  value_json: true,
} satisfies Record<keyof AppSettingsTable, true>;

export interface LegacyPathsTable {
  tenant_key: string;
  old_path: string;
  new_path: string;
  /** Date (YYYY-MM-DD) the old path was retired. */
  retired_on: string;
}
export const LEGACY_PATHS_COLUMNS = {
  tenant_key: true,
  old_path: true,
  new_path: true,
  retired_on: true,
} satisfies Record<keyof LegacyPathsTable, true>;

export interface SeedRunsTable {
  name: string;
  ran_at: string;
}
export const SEED_RUNS_COLUMNS = {
  name: true,
  ran_at: true,
} satisfies Record<keyof SeedRunsTable, true>;

export type TenantRow = Selectable<TenantsTable>;
export type PageRow = Selectable<PagesTable>;
export type NewPage = Insertable<PagesTable>;
export type BannerRow = Selectable<BannersTable>;
