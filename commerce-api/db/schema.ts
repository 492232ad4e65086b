import type {
  AuthSessionsTable,
  CartAddressesTable,
  CustomerAddressesTable,
  CustomerEventsTable,
  CustomersTable,
  LoginAttemptsTable,
  NewsletterSubscriptionsTable,
  PasswordResetsTable,
  PaymentMethodsTable,
  SavedDesignsTable,
  SecretsTable,
  SignInLinksTable,
  WalletTransactionsTable,
} from "./schema-accounts";
import {
  AUTH_SESSIONS_COLUMNS,
  CART_ADDRESSES_COLUMNS,
  CUSTOMER_ADDRESSES_COLUMNS,
  CUSTOMER_EVENTS_COLUMNS,
  CUSTOMERS_COLUMNS,
  LOGIN_ATTEMPTS_COLUMNS,
  NEWSLETTER_SUBSCRIPTIONS_COLUMNS,
  PASSWORD_RESETS_COLUMNS,
  PAYMENT_METHODS_COLUMNS,
  SAVED_DESIGNS_COLUMNS,
  SECRETS_COLUMNS,
  SIGN_IN_LINKS_COLUMNS,
  WALLET_TRANSACTIONS_COLUMNS,
} from "./schema-accounts";
import type {
  CartLineItemsTable,
  CartsTable,
  InventoryTable,
  LossLeadersTable,
  ProductCustomConfigsTable,
  ProductPricesTable,
  ProductsTable,
  PromocodesTable,
} from "./schema-catalogue";
import {
  CART_LINE_ITEMS_COLUMNS,
  CARTS_COLUMNS,
  INVENTORY_COLUMNS,
  LOSS_LEADERS_COLUMNS,
  PRODUCT_CUSTOM_CONFIGS_COLUMNS,
  PRODUCT_PRICES_COLUMNS,
  PRODUCTS_COLUMNS,
  PROMOCODES_COLUMNS,
} from "./schema-catalogue";
import type {
  AppSettingsTable,
  BannersTable,
  CountriesTable,
  CountryNamesTable,
  DefaultLinksTable,
  DictionaryEntriesTable,
  LegacyPathsTable,
  NavigationItemsTable,
  PagesTable,
  SeedRunsTable,
  TenantCountriesTable,
  TenantCurrenciesTable,
  TenantsTable,
  ValidationRulesTable,
} from "./schema-content";
import {
  APP_SETTINGS_COLUMNS,
  BANNERS_COLUMNS,
  COUNTRIES_COLUMNS,
  COUNTRY_NAMES_COLUMNS,
  DEFAULT_LINKS_COLUMNS,
  DICTIONARY_ENTRIES_COLUMNS,
  LEGACY_PATHS_COLUMNS,
  NAVIGATION_ITEMS_COLUMNS,
  PAGES_COLUMNS,
  SEED_RUNS_COLUMNS,
  TENANT_COUNTRIES_COLUMNS,
  TENANT_CURRENCIES_COLUMNS,
  TENANTS_COLUMNS,
  VALIDATION_RULES_COLUMNS,
} from "./schema-content";
import type { CarrierTransitTable, ShippingRatesTable } from "./schema-delivery";
import { CARRIER_TRANSIT_COLUMNS, SHIPPING_RATES_COLUMNS } from "./schema-delivery";
import {
  DESIGN_IMAGES_COLUMNS,
  DESIGN_TEMPLATES_COLUMNS,
  DESIGNS_COLUMNS,
  type DesignImagesTable,
  type DesignsTable,
  type DesignTemplatesTable,
} from "./schema-designs";
import {
  INVOICE_SEQUENCES_COLUMNS,
  INVOICES_COLUMNS,
  type InvoiceSequencesTable,
  type InvoicesTable,
  PAYMENT_REFUNDS_COLUMNS,
  type PaymentRefundsTable,
} from "./schema-invoices";
import { MAIL_OUTBOX_COLUMNS, type MailOutboxTable } from "./schema-mail";
import {
  MEDIA_EVENTS_COLUMNS,
  MEDIA_FILES_COLUMNS,
  type MediaEventsTable,
  type MediaFilesTable,
} from "./schema-media";
import type {
  ArtworkFilesTable,
  LegacyOrdersTable,
  LineBriefsTable,
  LineProofsTable,
  OrderDraftsTable,
  OrderEventsTable,
  OrderNoticesTable,
  OrdersTable,
  PaymentEventsTable,
  PaymentIntentsTable,
} from "./schema-orders";
import {
  ARTWORK_FILES_COLUMNS,
  LEGACY_ORDERS_COLUMNS,
  LINE_BRIEFS_COLUMNS,
  LINE_PROOFS_COLUMNS,
  ORDER_DRAFTS_COLUMNS,
  ORDER_EVENTS_COLUMNS,
  ORDER_NOTICES_COLUMNS,
  ORDERS_COLUMNS,
  PAYMENT_EVENTS_COLUMNS,
  PAYMENT_INTENTS_COLUMNS,
} from "./schema-orders";
import { QUOTE_REQUESTS_COLUMNS, type QuoteRequestsTable } from "./schema-quotes";
import type {
  SearchDocumentsTable,
  SearchFtsTable,
  SearchKeywordsTable,
  SearchTermsTable,
} from "./schema-search";
import {
  SEARCH_DOCUMENTS_COLUMNS,
  SEARCH_FTS_COLUMNS,
  SEARCH_KEYWORDS_COLUMNS,
  SEARCH_TERMS_COLUMNS,
} from "./schema-search";
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
  payment_methods: PaymentMethodsTable;
  cart_addresses: CartAddressesTable;
  saved_designs: SavedDesignsTable;
  login_attempts: LoginAttemptsTable;
  secrets: SecretsTable;
  customer_addresses: CustomerAddressesTable;
  wallet_transactions: WalletTransactionsTable;
  carrier_transit: CarrierTransitTable;
  shipping_rates: ShippingRatesTable;
  password_resets: PasswordResetsTable;
  sign_in_links: SignInLinksTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  customer_events: CustomerEventsTable;
  products: ProductsTable;
  product_prices: ProductPricesTable;
  promocodes: PromocodesTable;
  product_custom_configs: ProductCustomConfigsTable;
  loss_leaders: LossLeadersTable;
  inventory: InventoryTable;
  carts: CartsTable;
  cart_line_items: CartLineItemsTable;
  orders: OrdersTable;
  order_events: OrderEventsTable;
  order_notices: OrderNoticesTable;
  order_drafts: OrderDraftsTable;
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
  artwork_files: ArtworkFilesTable;
  legacy_orders: LegacyOrdersTable;
  line_briefs: LineBriefsTable;
  line_proofs: LineProofsTable;
  search_keywords: SearchKeywordsTable;
  search_documents: SearchDocumentsTable;
  search_fts: SearchFtsTable;
  search_terms: SearchTermsTable;
  quote_requests: QuoteRequestsTable;
  media_files: MediaFilesTable;
  media_events: MediaEventsTable;
  design_templates: DesignTemplatesTable;
  designs: DesignsTable;
  design_images: DesignImagesTable;
  mail_outbox: MailOutboxTable;
  invoice_sequences: InvoiceSequencesTable;
  invoices: InvoicesTable;
  payment_refunds: PaymentRefundsTable;
}

export type { SqliteBoolean } from "./sqlite-boolean";

/**
 * The column names of every table, as a value: interfaces vanish at run time, so
 * tests/integration/db-schema.test.ts compares these lists with what the migrations actually built.
 * Each list `satisfies Record<keyof XTable, true>` beside its interface, so it can't drift from it.
 */
export const DATABASE_COLUMNS = {
  tenants: TENANTS_COLUMNS,
  countries: COUNTRIES_COLUMNS,
  country_names: COUNTRY_NAMES_COLUMNS,
  tenant_countries: TENANT_COUNTRIES_COLUMNS,
  tenant_currencies: TENANT_CURRENCIES_COLUMNS,
  pages: PAGES_COLUMNS,
  default_links: DEFAULT_LINKS_COLUMNS,
  navigation_items: NAVIGATION_ITEMS_COLUMNS,
  banners: BANNERS_COLUMNS,
  dictionary_entries: DICTIONARY_ENTRIES_COLUMNS,
  validation_rules: VALIDATION_RULES_COLUMNS,
  app_settings: APP_SETTINGS_COLUMNS,
  legacy_paths: LEGACY_PATHS_COLUMNS,
  seed_runs: SEED_RUNS_COLUMNS,
  customers: CUSTOMERS_COLUMNS,
  auth_sessions: AUTH_SESSIONS_COLUMNS,
  payment_methods: PAYMENT_METHODS_COLUMNS,
  cart_addresses: CART_ADDRESSES_COLUMNS,
  saved_designs: SAVED_DESIGNS_COLUMNS,
  login_attempts: LOGIN_ATTEMPTS_COLUMNS,
  secrets: SECRETS_COLUMNS,
  customer_addresses: CUSTOMER_ADDRESSES_COLUMNS,
  wallet_transactions: WALLET_TRANSACTIONS_COLUMNS,
  carrier_transit: CARRIER_TRANSIT_COLUMNS,
  shipping_rates: SHIPPING_RATES_COLUMNS,
  password_resets: PASSWORD_RESETS_COLUMNS,
  sign_in_links: SIGN_IN_LINKS_COLUMNS,
  newsletter_subscriptions: NEWSLETTER_SUBSCRIPTIONS_COLUMNS,
  customer_events: CUSTOMER_EVENTS_COLUMNS,
  products: PRODUCTS_COLUMNS,
  product_prices: PRODUCT_PRICES_COLUMNS,
  promocodes: PROMOCODES_COLUMNS,
  product_custom_configs: PRODUCT_CUSTOM_CONFIGS_COLUMNS,
  loss_leaders: LOSS_LEADERS_COLUMNS,
  inventory: INVENTORY_COLUMNS,
  carts: CARTS_COLUMNS,
  cart_line_items: CART_LINE_ITEMS_COLUMNS,
  orders: ORDERS_COLUMNS,
  order_events: ORDER_EVENTS_COLUMNS,
  order_notices: ORDER_NOTICES_COLUMNS,
  order_drafts: ORDER_DRAFTS_COLUMNS,
  payment_intents: PAYMENT_INTENTS_COLUMNS,
  payment_events: PAYMENT_EVENTS_COLUMNS,
  artwork_files: ARTWORK_FILES_COLUMNS,
  legacy_orders: LEGACY_ORDERS_COLUMNS,
  line_briefs: LINE_BRIEFS_COLUMNS,
  line_proofs: LINE_PROOFS_COLUMNS,
  search_keywords: SEARCH_KEYWORDS_COLUMNS,
  search_documents: SEARCH_DOCUMENTS_COLUMNS,
  search_fts: SEARCH_FTS_COLUMNS,
  search_terms: SEARCH_TERMS_COLUMNS,
  quote_requests: QUOTE_REQUESTS_COLUMNS,
  media_files: MEDIA_FILES_COLUMNS,
  design_templates: DESIGN_TEMPLATES_COLUMNS,
  designs: DESIGNS_COLUMNS,
  design_images: DESIGN_IMAGES_COLUMNS,
  media_events: MEDIA_EVENTS_COLUMNS,
  mail_outbox: MAIL_OUTBOX_COLUMNS,
  invoice_sequences: INVOICE_SEQUENCES_COLUMNS,
  invoices: INVOICES_COLUMNS,
  payment_refunds: PAYMENT_REFUNDS_COLUMNS,
} satisfies Record<keyof Database, Record<string, true>>;

export * from "./schema-accounts";
export * from "./schema-catalogue";
export * from "./schema-content";
export * from "./schema-delivery";
export * from "./schema-mail";
export * from "./schema-media";
export * from "./schema-orders";
export * from "./schema-quotes";
export * from "./schema-search";
