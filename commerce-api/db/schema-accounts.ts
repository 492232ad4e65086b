/** Tables of customers, their sessions, addresses and password resets. */
import type { Generated, Selectable } from "kysely";
import type { SqliteBoolean } from "./schema";

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

export interface PasswordResetsTable {
  token_hash: string;
  customer_id: string;
  expires_at: string;
  used_at: string | null;
}

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
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;

/** The address an address call gave a cart (spec §7 cartId), as it was when chosen. */
export interface CartAddressesTable {
  cart_id: string;
  type: "shipping" | "billing";
  customer_address_id: string;
  address_json: string;
  updated_at: string;
}

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
