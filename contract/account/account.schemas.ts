import { z } from "zod";
import { moneySchema } from "../content/content.schemas";

/** Responses of the customer calls (spec §3 Customer, §7), the single source of their types. */

export const addressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  additional: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().length(2),
  phone: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const customerSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  role: z.enum(["customer", "admin"]),
  customerIsPremium: z.boolean(),
  customerPremiumReason: z.string().nullable(),
  customerExternalId: z.string().nullable(),
  customerMetadata: z.object({
    user_category: z.enum(["1", "2"]),
    user_subscriber_status: z.boolean(),
    user_newclient: z.boolean(),
  }),
  customerAddresses: z.object({
    shippingAddresses: z.record(z.string(), addressSchema),
    billingAddresses: z.record(z.string(), addressSchema),
    defaultShippingAddressId: z.string().nullable(),
    defaultBillingAddressId: z.string().nullable(),
  }),
  customerHasWallet: z.boolean(),
  customerWalletCredit: moneySchema,
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * POST customer/create and customer/password-reset/request: the same answer whether or not the
 * email is registered (no account enumeration).
 */
export const registrationAcceptedSchema = z.object({ accepted: z.literal(true) });
export const resetRequestedSchema = registrationAcceptedSchema;

/** POST customer/password-reset/confirm: the new password is set. */
export const resetDoneSchema = z.object({ reset: z.literal(true) });

/** GET / PATCH customer/company/: the company profile. */
export const companySchema = z.object({
  companyName: z.string(),
  vatNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companySchema>;

/** GET customer/wallet/ */
export const walletSchema = z.object({
  hasWallet: z.boolean(),
  credit: moneySchema,
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["credit", "payment", "refund"]),
      amount: moneySchema,
      orderId: z.string().nullable(),
      label: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type Wallet = z.infer<typeof walletSchema>;

/** GET / POST / DELETE customer/designs/: the customer's saved designs, newest first. */
export const designsSchema = z.object({
  designs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      productName: z.string(),
      pagePath: z.string(),
      configKey: z.string(),
      createdAt: z.string(),
    }),
  ),
});

/** GET / DELETE customer/payment-methods/ */
export const paymentMethodsSchema = z.object({
  methods: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(["card", "sepa_mandate"]),
      brand: z.string().nullable(),
      last4: z.string(),
      holderName: z.string(),
      expiry: z.object({ month: z.number().int(), year: z.number().int() }).nullable(),
      expired: z.boolean(),
      mandateReference: z.string().nullable(),
      isDefault: z.boolean(),
      createdAt: z.string(),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type PaymentMethod = PaymentMethods["methods"][number];
