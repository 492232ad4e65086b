/** Tables of customers, their sessions, addresses and password resets. */
import type { Generated, Selectable } from "kysely";
import type { SqliteBoolean } from "./sqlite-boolean";

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
  /** Added with the company profile screen (migration 009): optional when inserting. */
  company_registration_number: Generated<string | null>;
  invoice_email: Generated<string | null>;
  /** Staff scopes, space-separated (migration 027, contract/account/staff-scopes.ts); "" for customers. */
  scopes: Generated<string>;
  /** Set when the customer erased their account (migration 039): the personal fields are blank. */
  deleted_at: Generated<string | null>;
}
export const CUSTOMERS_COLUMNS = {
  id: true,
  tenant_key: true,
  email: true,
  password_hash: true,
  role: true,
  first_name: true,
  last_name: true,
  phone: true,
  user_category: true,
  company_name: true,
  vat_number: true,
  newsletter: true,
  is_premium: true,
  premium_reason: true,
  external_id: true,
  has_wallet: true,
  wallet_credit_cents: true,
  is_new_client: true,
  created_at: true,
  default_shipping_address_id: true,
  default_billing_address_id: true,
  company_registration_number: true,
  invoice_email: true,
  scopes: true,
  deleted_at: true,
} satisfies Record<keyof CustomersTable, true>;

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
  /** The refresh token rotated away from last, and when: still answered for a few seconds (ADR 070). */
  previous_refresh_jti: string | null;
  rotated_at: string | null;
}
export const AUTH_SESSIONS_COLUMNS = {
  id: true,
  customer_id: true,
  strategy: true,
  impersonator_id: true,
  refresh_jti: true,
  expires_at: true,
  revoked_at: true,
  created_at: true,
  previous_refresh_jti: true,
  rotated_at: true,
} satisfies Record<keyof AuthSessionsTable, true>;

/** Failed logins of one client (clientLimitKey) on one account (ADR 065). */
export interface LoginAttemptsTable {
  tenant_key: string;
  email: string;
  client_key: string;
  failures: number;
  locked_until: string | null;
  last_failed_at: string;
}
export const LOGIN_ATTEMPTS_COLUMNS = {
  tenant_key: true,
  email: true,
  client_key: true,
  failures: true,
  locked_until: true,
  last_failed_at: true,
} satisfies Record<keyof LoginAttemptsTable, true>;

export interface SecretsTable {
  name: string;
  value: string;
}
export const SECRETS_COLUMNS = {
  name: true,
  value: true,
} satisfies Record<keyof SecretsTable, true>;

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
export const CUSTOMER_ADDRESSES_COLUMNS = {
  id: true,
  customer_id: true,
  type: true,
  first_name: true,
  last_name: true,
  company: true,
  street: true,
  additional: true,
  postal_code: true,
  city: true,
  country: true,
  phone: true,
  created_at: true,
} satisfies Record<keyof CustomerAddressesTable, true>;

export type AddressRow = Selectable<CustomerAddressesTable>;

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: string;
  expires_at: string;
  used_at: string | null;
}
export const PASSWORD_RESETS_COLUMNS = {
  token_hash: true,
  customer_id: true,
  expires_at: true,
  used_at: true,
} satisfies Record<keyof PasswordResetsTable, true>;

/** One-time sign-in links mailed at registration (ADR 066): the same shape as password_resets. */
export type SignInLinksTable = PasswordResetsTable;
export const SIGN_IN_LINKS_COLUMNS = PASSWORD_RESETS_COLUMNS;

export interface NewsletterSubscriptionsTable {
  tenant_key: string;
  email: string;
  status: "pending" | "subscribed" | "unsubscribed";
  updated_at: string;
  confirmed_at: string | null;
}
export const NEWSLETTER_SUBSCRIPTIONS_COLUMNS = {
  tenant_key: true,
  email: true,
  status: true,
  updated_at: true,
  confirmed_at: true,
} satisfies Record<keyof NewsletterSubscriptionsTable, true>;

export interface WalletTransactionsTable {
  id: string;
  customer_id: string;
  /** Positive: credit added; negative: paid from the wallet. Minor units. */
  amount_cent: number;
  currency_code: string;
  kind: "credit" | "payment" | "refund";
  order_id: string | null;
  label: string;
  created_at: string;
}
export const WALLET_TRANSACTIONS_COLUMNS = {
  id: true,
  customer_id: true,
  amount_cent: true,
  currency_code: true,
  kind: true,
  order_id: true,
  label: true,
  created_at: true,
} satisfies Record<keyof WalletTransactionsTable, true>;

export type PaymentMethodKind = "card" | "sepa_mandate";

/** A saved method as the payment provider references it: never a full card number or IBAN. */
export interface PaymentMethodsTable {
  id: string;
  customer_id: string;
  kind: PaymentMethodKind;
  /** Card network (visa, mastercard, amex) or the bank's name for a mandate. */
  brand: string | null;
  /** Last four digits of the card or of the IBAN. */
  last4: string;
  holder_name: string;
  expiry_month: number | null;
  expiry_year: number | null;
  mandate_reference: string | null;
  is_default: SqliteBoolean;
  created_at: string;
}
export const PAYMENT_METHODS_COLUMNS = {
  id: true,
  customer_id: true,
  kind: true,
  brand: true,
  last4: true,
  holder_name: true,
  expiry_month: true,
  expiry_year: true,
  mandate_reference: true,
  is_default: true,
  created_at: true,
} satisfies Record<keyof PaymentMethodsTable, true>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** The address an address call gave a cart (spec §7 cartId), as it was when chosen. */
export interface CartAddressesTable {
  cart_id: string;
  type: "shipping" | "billing";
  customer_address_id: string;
  address_json: string;
  updated_at: string;
}
export const CART_ADDRESSES_COLUMNS = {
  cart_id: true,
  type: true,
  customer_address_id: true,
  address_json: true,
  updated_at: true,
} satisfies Record<keyof CartAddressesTable, true>;

/** A product configuration a customer keeps in "my designs" (migration 014). */
export interface SavedDesignsTable {
  id: string;
  tenant_key: string;
  customer_id: string;
  name: string;
  product_name: string;
  page_path: string;
  config_key: string;
  created_at: string;
}
export const SAVED_DESIGNS_COLUMNS = {
  id: true,
  tenant_key: true,
  customer_id: true,
  name: true,
  product_name: true,
  page_path: true,
  config_key: true,
  created_at: true,
} satisfies Record<keyof SavedDesignsTable, true>;

/** What happened to an account (spec §7 "events are tracked"): sign-up, for now. */
export interface CustomerEventsTable {
  id: Generated<number>;
  tenant_key: string;
  customer_id: string;
  type: "signed_up";
  /** JSON: what the event carries (the welcome code's id for a sign-up). */
  detail: string | null;
  at: string;
}
export const CUSTOMER_EVENTS_COLUMNS = {
  id: true,
  tenant_key: true,
  customer_id: true,
  type: true,
  detail: true,
  at: true,
} satisfies Record<keyof CustomerEventsTable, true>;
