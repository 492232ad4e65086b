import type { CustomerRow } from "../db/schema";

/** The customer of spec §3 as the storefront receives it. */
export function toCustomerView(row: CustomerRow, currencyCode: string) {
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
    // Addresses arrive with the address book; the shape is already the final one.
    customerAddresses: {
      shippingAddresses: {},
      billingAddresses: {},
      defaultShippingAddressId: null,
      defaultBillingAddressId: null,
    },
    customerHasWallet: row.has_wallet === 1,
    customerWalletCredit: { centAmount: row.wallet_credit_cents, currencyCode },
  };
}
