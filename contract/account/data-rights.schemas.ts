import { z } from "zod";
import { addressSchema } from "./account.schemas";

/**
 * The customer's data rights (GDPR art. 15, 17 and 20; issue 36 §7): a copy of their data as a file,
 * and erasure of their account. Shared by the API's routes and the storefront's screen.
 */

/** POST customer/delete-account/: the password confirms it is the owner, not a borrowed session. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1, "Enter your password").max(200),
});
/** Any JSON value: what an export copies as it was stored. */
export type JsonValue = z.infer<ReturnType<typeof z.json>>;

export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

export const accountDeletedSchema = z.object({ deleted: z.literal(true) });

/** GET customer/data-export/: everything the shop holds about the customer, in one JSON file. */
export const customerDataExportSchema = z.object({
  exportedAt: z.string(),
  shop: z.string(),
  profile: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    accountType: z.enum(["company", "private"]),
    companyName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    invoiceEmail: z.string().nullable(),
    newsletter: z.boolean(),
    createdAt: z.string(),
  }),
  addresses: z.array(addressSchema.omit({ id: true }).extend({ type: z.string() })),
  orders: z.array(
    z.object({
      number: z.string(),
      placedAt: z.string(),
      status: z.string(),
      currency: z.string(),
      totalCent: z.number().int(),
      paidCent: z.number().int(),
      paymentMethod: z.string().nullable(),
      trackingNumber: z.string().nullable(),
      /** The order as it was placed (lines, addresses, sender and notes), as stored: any JSON. */
      placed: z.record(z.string(), z.json()),
    }),
  ),
  /** Orders from the previous site (read-only history). */
  previousOrders: z.array(
    z.object({
      number: z.string(),
      placedAt: z.string(),
      status: z.string(),
      currency: z.string(),
      totalCent: z.number().int(),
      lines: z.json(),
    }),
  ),
  /** Invoices and credit notes issued to the customer (their PDFs are on the order page). */
  invoices: z.array(
    z.object({
      number: z.string(),
      kind: z.string(),
      currency: z.string(),
      totalInclCent: z.number().int(),
      issuedAt: z.string(),
    }),
  ),
  designs: z.array(z.object({ name: z.string(), product: z.string().nullable(), updatedAt: z.string() })),
  savedConfigurations: z.array(z.object({ name: z.string(), product: z.string(), savedAt: z.string() })),
  quoteRequests: z.array(
    z.object({
      number: z.string(),
      product: z.string(),
      status: z.string(),
      message: z.string(),
      requestedAt: z.string(),
    }),
  ),
  wallet: z.object({
    creditCent: z.number().int(),
    transactions: z.array(
      z.object({
        kind: z.string(),
        amountCent: z.number().int(),
        currency: z.string(),
        label: z.string(),
        at: z.string(),
      }),
    ),
  }),
  paymentMethods: z.array(z.object({ kind: z.string(), label: z.string(), holderName: z.string() })),
});
export type CustomerDataExport = z.infer<typeof customerDataExportSchema>;
