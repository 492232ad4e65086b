import { z } from "zod";
import { moneySchema } from "../../../contract/content/content.schemas";

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

/** POST customer/create: the same answer whether or not the email was already registered. */
export const registrationAcceptedSchema = z.object({ accepted: z.literal(true) });
