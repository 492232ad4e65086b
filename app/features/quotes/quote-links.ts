import { readSelection } from "#contract/product/selection-params";

/**
 * Links to the custom quote request screen (issue 16, ADR 026) and the names of its fields: what a
 * product page, the cart's ceiling notice or the maintenance notice carries. Zod-free on purpose:
 * the product page links here, and its chunk must not pull a validation library in (issue 18).
 */

/** Query names of the request screen besides the configuration's own attribute names. */
export const QUOTE_PARAM = { product: "product", quantity: "quantity" } as const;

export interface QuotePrefill {
  productKey: string | null;
  options: Record<string, string>;
  quantity: number | null;
}

export const PRODUCT_KEY = /^[a-z0-9-]{1,80}$/;

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

export const optionFieldName = (feature: string) => `${OPTION_PREFIX}${feature}`;

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
