import { z } from "zod";
import { readSelection } from "../../../contract/product/selection-params";
import { QUOTE_MESSAGE_MAX, QUOTE_QUANTITY_MAX } from "../../../contract/quotes/quote.requests";
import { hasForbiddenCharacters } from "../../../contract/text";

/**
 * The custom quote request form (issue 16, ADR 026): what the link from a product page, the cart's
 * ceiling notice or the maintenance notice carries, and the form's validation. Pure and browser-safe.
 */

/** Query names of the request screen besides the configuration's own attribute names. */
export const QUOTE_PARAM = { product: "product", quantity: "quantity" } as const;

export interface QuotePrefill {
  productKey: string | null;
  options: Record<string, string>;
  quantity: number | null;
}

const PRODUCT_KEY = /^[a-z0-9-]{1,80}$/;

/**
 * The prefill from the screen's query: the product, its configuration as the product page's own
 * params (the configurator's form submits straight here) and the quantity. Unknown or hostile values
 * are dropped, never shown; the API checks the options against the catalogue again.
 */
export function readPrefill(params: URLSearchParams): QuotePrefill {
  const product = params.get(QUOTE_PARAM.product) ?? "";
  const rest = new URLSearchParams(params);
  rest.delete(QUOTE_PARAM.product);
  const { requested } = readSelection(rest);
  return {
    productKey: PRODUCT_KEY.test(product) ? product : null,
    options: requested.attributes,
    quantity: requested.quantity,
  };
}

/** The request screen's address for a configuration (the cart's ceiling notice, the maintenance notice). */
export function quoteRequestHref(
  path: string,
  prefill: { productKey: string; options?: Record<string, string>; quantity?: number | null },
): string {
  const params = new URLSearchParams({ [QUOTE_PARAM.product]: prefill.productKey });
  for (const [name, value] of Object.entries(prefill.options ?? {})) params.set(name, value);
  if (prefill.quantity) params.set(QUOTE_PARAM.quantity, String(prefill.quantity));
  return `${path}?${params}`;
}

const OPTION_PREFIX = "option.";

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

/** The `option.<feature>` fields of a posted form, as feature → value. */
export function optionsOf(fields: Record<string, string>): Record<string, string> {
  const options: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (!name.startsWith(OPTION_PREFIX) || Object.keys(options).length >= 40) continue;
    const feature = name.slice(OPTION_PREFIX.length);
    if (feature.length > 0 && feature.length <= 60 && value.length <= 100) options[feature] = value;
  }
  return options;
}

export const optionFieldName = (feature: string) => `${OPTION_PREFIX}${feature}`;

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
