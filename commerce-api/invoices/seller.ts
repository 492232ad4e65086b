import { z } from "zod";

/**
 * The seller's legal identity printed on every invoice (issue 36 §3; French Code de commerce
 * L441-9, R123-237; UK Companies Act s.82): kept per tenant in its config (tenants.seller_json),
 * each shop with its own company, in its own language. Seeded for the demo shops (seed step 021).
 */
export const sellerSchema = z.object({
  company: z.string().min(1),
  /** Legal form and share capital as printed: "SAS au capital de 50 000 €". */
  legalForm: z.string().min(1),
  address: z.array(z.string().min(1)).min(1),
  /** National registration: SIREN/SIRET and RCS (France), company number (UK). */
  registrations: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).min(1),
  vatNumber: z.string().min(1),
  email: z.string().min(1),
  /** Late-payment terms every invoice states (French L441-10: rate of the penalties). */
  latePayment: z.string().min(1),
  /** The fixed recovery indemnity owed by business customers (40 € in France, £40 in the UK). */
  recoveryIndemnity: z.string().min(1),
});
export type Seller = z.infer<typeof sellerSchema>;

/** The tenant's seller identity, or null when the shop has none configured (it can't invoice then). */
export function readSeller(json: string | null): Seller | null {
  if (!json) return null;
  try {
    const parsed = sellerSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
