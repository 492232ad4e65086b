import type {
  AuthSessionsTable,
  CartAddressesTable,
  CustomerAddressesTable,
  CustomersTable,
  LoginAttemptsTable,
  PasswordResetsTable,
  PaymentMethodsTable,
  SavedDesignsTable,
  SecretsTable,
  WalletTransactionsTable,
} from "./schema-accounts";
import type {
  ArtworkFilesTable,
  CartLineItemsTable,
  CartsTable,
  InventoryTable,
  LegacyOrdersTable,
  LineBriefsTable,
  LossLeadersTable,
  OrderDraftsTable,
  OrderEventsTable,
  OrdersTable,
  PaymentEventsTable,
  PaymentIntentsTable,
  ProductCustomConfigsTable,
  ProductPricesTable,
  ProductsTable,
  PromocodesTable,
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
import type { CarrierTransitTable } from "./schema-delivery";
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
  password_resets: PasswordResetsTable;
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
  order_drafts: OrderDraftsTable;
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
  artwork_files: ArtworkFilesTable;
  legacy_orders: LegacyOrdersTable;
  line_briefs: LineBriefsTable;
}

export type SqliteBoolean = 0 | 1;

export * from "./schema-accounts";
export * from "./schema-catalogue";
export * from "./schema-content";
export * from "./schema-delivery";
