import { z } from "zod";

const text = (max: number, required: string) => z.string().trim().min(1, { error: required }).max(max);
const optional = (max: number) => z.string().trim().max(max).optional();

const fields = {
  type: z.enum(["shipping", "billing"], { error: "error.addressTypeRequired" }),
  firstName: text(80, "error.firstNameRequired"),
  lastName: text(80, "error.lastNameRequired"),
  company: optional(120),
  street: text(160, "error.streetRequired"),
  additional: optional(160),
  postalCode: text(12, "error.postalCodeRequired"),
  city: text(80, "error.cityRequired"),
  country: z.string().trim().length(2, { error: "error.countryRequired" }),
  phone: optional(30),
};

/** One action for the address book; each form says what it wants with a validated intent. */
export const addressIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), ...fields }),
  z.object({ intent: z.literal("update"), id: z.string().min(1), ...fields }),
  z.object({ intent: z.literal("delete"), id: z.string().min(1), type: fields.type }),
  z.object({ intent: z.literal("set-default"), id: z.string().min(1), type: fields.type }),
]);
export type AddressIntent = z.infer<typeof addressIntentSchema>;
