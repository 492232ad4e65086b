import type { AddressRow, CustomerRow } from "../db/schema";

export function toAddressView(row: AddressRow) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    street: row.street,
    additional: row.additional,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    phone: row.phone,
  };
}

function keyedBy(rows: readonly AddressRow[]) {
  return Object.fromEntries(rows.map((row) => [row.id, toAddressView(row)]));
}

/** The customer of spec §3 as the storefront receives it. */
export function toCustomerView(row: CustomerRow, currencyCode: string, addresses: readonly AddressRow[]) {
  return {
    customerId: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    companyName: row.company_name,
    vatNumber: row.vat_number,
    role: row.role,
    customerIsPremium: row.is_premium === 1,
    customerPremiumReason: row.premium_reason,
    customerExternalId: row.external_id,
    customerMetadata: {
      user_category: row.user_category,
      user_subscriber_status: row.newsletter === 1,
      user_newclient: row.is_new_client === 1,
    },
    customerAddresses: {
      shippingAddresses: keyedBy(addresses.filter((address) => address.type === "shipping")),
      billingAddresses: keyedBy(addresses.filter((address) => address.type === "billing")),
      defaultShippingAddressId: row.default_shipping_address_id,
      defaultBillingAddressId: row.default_billing_address_id,
    },
    customerHasWallet: row.has_wallet === 1,
    customerWalletCredit: { centAmount: row.wallet_credit_cents, currencyCode },
  };
}
