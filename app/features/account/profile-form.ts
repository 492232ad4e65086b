import { z } from "zod";

/** The profile form (one action, zod-validated intent); messages are dictionary keys (namespace account). */
export const profileFormSchema = z.object({
  intent: z.literal("update-profile"),
  firstName: z.string().trim().min(1, { error: "error.firstNameRequired" }).max(80),
  lastName: z.string().trim().min(1, { error: "error.lastNameRequired" }).max(80),
  // Phone and VAT number follow the form rules of the basic configs (profile.server.ts).
  phone: z.string().trim().max(30),
  companyName: z.string().trim().max(120).optional(),
  vatNumber: z.string().trim().toUpperCase().max(20).optional(),
  newsletter: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});
