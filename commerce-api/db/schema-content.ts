/** Tables of the content side: tenants, reference data, pages, links, banners, dictionaries. */
import type { Generated, Insertable, Selectable } from "kysely";
import type { SqliteBoolean } from "./schema";

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
