import { z } from "zod";

/** The company form's one action; messages are dictionary keys (namespace company). */
export const companyFormSchema = z.object({
  intent: z.literal("update-company"),
  companyName: z
    .string()
    .trim()
    .min(1, { error: "error.companyNameRequired" })
    .max(120, { error: "error.tooLong" }),
  // The VAT number follows the form rules of the basic configs (company.server.ts).
  vatNumber: z.string().trim().toUpperCase().max(20),
  registrationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^$|^[0-9A-Z][0-9A-Z ]{3,22}[0-9A-Z]$/, { error: "error.registrationInvalid" }),
  invoiceEmail: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || z.email().safeParse(value).success, { error: "error.emailInvalid" }),
});
export type CompanyForm = z.infer<typeof companyFormSchema>;
