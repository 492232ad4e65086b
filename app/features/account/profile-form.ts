import { z } from "zod";

/** The profile form (one action, zod-validated intent); messages are dictionary keys (namespace account). */
export const profileFormSchema = z.object({
  intent: z.literal("update-profile"),
  firstName: z.string().trim().min(1, { error: "error.firstNameRequired" }).max(80),
  lastName: z.string().trim().min(1, { error: "error.lastNameRequired" }).max(80),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^$|^\+?[\d\s().-]{6,}$/, { error: "error.phoneInvalid" }),
  companyName: z.string().trim().max(120).optional(),
  vatNumber: z
    .string()
    .trim()
    .regex(/^$|^[A-Z]{2}[0-9A-Z]{2,13}$/i, { error: "error.vatInvalid" })
    .optional(),
  newsletter: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});
