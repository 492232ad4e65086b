import { z } from "zod";
import { QUOTE_MESSAGE_MAX, QUOTE_QUANTITY_MAX } from "#contract/quotes/quote.requests";
import { hasForbiddenCharacters } from "#contract/text";
import { PRODUCT_KEY } from "./quote-links";

/**
 * The custom quote request form's validation (issue 16, ADR 026), for the actions. Links to the
 * screen and its field names are in quote-links.ts (no zod there: the product page uses them).
 */

export {
  optionFieldName,
  optionsOf,
  QUOTE_PARAM,
  type QuotePrefill,
  quoteRequestHref,
  readPrefill,
} from "./quote-links";

const isoDateText = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "quotes:error.deadline");

/** The posted form: options come back as `option.<feature>` hidden fields. */
export const quoteFormSchema = z.object({
  product: z.string().regex(PRODUCT_KEY, "quotes:error.product"),
  quantity: z.coerce
    .number({ message: "quotes:error.quantity" })
    .int("quotes:error.quantity")
    .min(1, "quotes:error.quantity")
    .max(QUOTE_QUANTITY_MAX, "quotes:error.quantity"),
  deadline: z.union([z.literal(""), isoDateText]).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, "quotes:error.country"),
  message: z
    .string()
    .trim()
    .min(1, "quotes:error.messageRequired")
    .max(QUOTE_MESSAGE_MAX, "quotes:error.messageLong")
    .refine((value) => !hasForbiddenCharacters(value, { multiline: true }), "quotes:error.characters"),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;

/** A deadline must be a day after today (Paris), when given. */
export function deadlineProblem(deadline: string | undefined, today: string): string | null {
  if (!deadline) return null;
  return deadline > today ? null : "quotes:error.deadlinePast";
}

/** Staff's answer form: a price in major units as typed ("1 234,50" or "1234.50") and a date. */
export const answerFormSchema = z.object({
  id: z.string().trim().min(1).max(100),
  price: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."))
    .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, "admin:quotes.priceInvalid"))
    .transform((value) => Math.round(Number(value) * 100))
    .pipe(z.number().int().min(1, "admin:quotes.priceInvalid")),
  validUntil: isoDateText.transform((value) => value),
  note: z.string().trim().max(500, "admin:quotes.noteLong").optional(),
});
