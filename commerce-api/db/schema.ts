import type { Insertable, Selectable } from "kysely";
import type {
  BannersTable,
  CustomerAddressesTable,
  CustomersTable,
  InvoicesTable,
  MailOutboxTable,
  NavigationItemsTable,
  PagesTable,
  PaymentMethodsTable,
  TenantsTable,
} from "./schema.generated";

/**
 * The typed view of the database the migrations build. The tables and the `Database` interface are
 * generated from a migrated database (`npm run db:types`, ADR 085); the names below are shorthands
 * the code uses, derived from them so that they follow a migration too.
 */
export * from "./schema.generated";
export type { SqliteBoolean } from "./sqlite-boolean";

export type TenantRow = Selectable<TenantsTable>;
export type PageRow = Selectable<PagesTable>;
export type NewPage = Insertable<PagesTable>;
export type BannerRow = Selectable<BannersTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type AddressRow = Selectable<CustomerAddressesTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

export type AddressType = CustomerAddressesTable["type"];
export type PaymentMethodKind = PaymentMethodsTable["kind"];
export type NavigationMenu = NavigationItemsTable["menu"];
export type CustomerTarget = BannersTable["customer_target"];
export type InvoiceKind = InvoicesTable["kind"];
export type MailStatus = MailOutboxTable["status"];
