import { z } from "zod";
import { safeText } from "../text";

/**
 * Request bodies of the sign-in and personal area calls, as the API validates them; the storefront
 * builds its bodies with the input types.
 */

const email = z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address"));

/** POST auth/login/ */
export const loginBodySchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(200),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * POST customer/create: a company account ("1") needs its company name. The password, VAT number and
 * phone are checked against the form rules of the basic configs by the API (form-rules.ts).
 */
export const registrationBodySchema = z
  .object({
    email,
    password: z.string().max(200),
    firstName: safeText().min(1).max(80),
    lastName: safeText().min(1).max(80),
    phone: safeText().max(30).optional(),
    userCategory: z.enum(["1", "2"]),
    companyName: safeText().max(120).optional(),
    vatNumber: z.string().trim().toUpperCase().max(20).optional(),
    newsletter: z.boolean().default(false),
  })
  .superRefine((form, issues) => {
    if (form.userCategory === "1" && !form.companyName) {
      issues.addIssue({ code: "custom", path: ["companyName"], message: "Enter the company name" });
    }
  });
export type RegistrationBody = z.input<typeof registrationBodySchema>;

/** POST customer/password-reset/request */
export const resetRequestBodySchema = z.object({ email: z.string().trim().toLowerCase().pipe(z.email()) });
export type ResetRequestBody = z.input<typeof resetRequestBodySchema>;

/** POST customer/password-reset/confirm (the password rule is checked against the account's email). */
export const resetConfirmBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: z.string().max(200),
});
export type ResetConfirmBody = z.input<typeof resetConfirmBodySchema>;

/** POST customer/sign-in-link: the token of a link mailed at registration (ADR 066). */
export const signInLinkBodySchema = z.object({ token: z.string().min(20).max(200) });
export type SignInLinkBody = z.input<typeof signInLinkBodySchema>;

/** PATCH customer/: any of the profile fields (company ones for company accounts only). */
export const profileBodySchema = z
  .object({
    firstName: safeText().min(1).max(80),
    lastName: safeText().min(1).max(80),
    phone: safeText().max(30).nullable(),
    companyName: safeText().min(1).max(120),
    vatNumber: z.string().trim().toUpperCase().max(20),
    newsletter: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, "Nothing to update");
export type ProfileBody = z.input<typeof profileBodySchema>;

/** POST customer/designs/: `configKey` comes from product/generate-product-custom-config-url/. */
export const saveDesignBodySchema = z.object({
  name: safeText().min(1).max(80),
  productName: safeText().min(1).max(200),
  pagePath: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[^\s?#\\]*$/, "pagePath must be a path of the shop"),
  configKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{4,64}$/),
});
export type SaveDesignBody = z.input<typeof saveDesignBodySchema>;

/** DELETE customer/designs/ */
export const deleteDesignBodySchema = z.object({ id: z.string().trim().min(1).max(100) });
export type DeleteDesignBody = z.input<typeof deleteDesignBodySchema>;

/** DELETE customer/payment-methods/ */
export const removePaymentMethodBodySchema = z.object({ id: z.string().trim().min(1).max(64) });
export type RemovePaymentMethodBody = z.input<typeof removePaymentMethodBodySchema>;

const addressType = z.enum(["shipping", "billing"]);
/** An optional text: empty or absent is stored as null. */
const optionalText = (max: number) =>
  safeText()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const addressFields = z.object({
  firstName: safeText().min(1).max(80),
  lastName: safeText().min(1).max(80),
  company: optionalText(120),
  street: safeText().min(1).max(160),
  additional: optionalText(160),
  postalCode: safeText().min(1).max(12),
  city: safeText().min(1).max(80),
  country: z.string().trim().length(2).toUpperCase(),
  phone: optionalText(30),
});

/** An address as the API stores it (trimmed, empty optional fields as null). */
export type AddressFields = z.output<typeof addressFields>;

/** Spec §7: the cart whose shipping/billing address the call also sets. */
const cartId = z.string().trim().min(1).max(64).optional();

/** POST customer/address/ */
export const addAddressBodySchema = addressFields.extend({ type: addressType, cartId });
export type AddAddressBody = z.input<typeof addAddressBodySchema>;
/** PATCH customer/address/ */
export const updateAddressBodySchema = addressFields.extend({ id: z.string().min(1), cartId });
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;
/** PATCH customer/address/setDefault */
export const setDefaultAddressBodySchema = z.object({ type: addressType, id: z.string().min(1), cartId });
export type SetDefaultAddressBody = z.input<typeof setDefaultAddressBodySchema>;
/** DELETE customer/address */
export const deleteAddressBodySchema = z.object({ type: addressType, id: z.string().min(1) });
export type DeleteAddressBody = z.input<typeof deleteAddressBodySchema>;

/** Empty or absent clears an optional company field. */
const optional = (schema: z.ZodType<string, string>) =>
  z
    .union([z.literal(""), schema])
    .nullish()
    .transform((value) => value || null);

/** PATCH customer/company/: the whole company profile (empty optional fields clear them). */
export const companyBodySchema = z.object({
  companyName: safeText().min(1, "Enter the company name").max(120),
  vatNumber: optional(z.string().trim().toUpperCase().max(20)),
  registrationNumber: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^[0-9A-Z][0-9A-Z ]{3,22}[0-9A-Z]$/,
        "Enter the registration number (letters, digits and spaces)",
      ),
  ),
  invoiceEmail: optional(z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address"))),
});
export type CompanyBody = z.input<typeof companyBodySchema>;

/** POST admin/login-as-user/: the customer an admin signs in as (staff only). */
export const loginAsBodySchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) });
export type LoginAsBody = z.input<typeof loginAsBodySchema>;
