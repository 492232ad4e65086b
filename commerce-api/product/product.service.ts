import { QUANTITY_MESSAGES, quantityProblem } from "#contract/product/quantity";
import { authenticate } from "../accounts/sessions";
import type { RequestContext } from "../context";
import { clientLimitKey } from "../http/client-ip";
import { badRequest, type FieldIssue, notFound } from "../http/errors";
import { findPromocodeByCode, findPromocodeById } from "../promocode/promocode.repository";
import type { Promocode } from "../promocode/promocode.rules";
import { normaliseCode } from "../promocode/promocode.rules";
import type { CatalogueProduct, PriceTable, PriorityKey, ProductDefinition } from "./catalogue.types";
import { cachedPriceTable, cachedProduct } from "./catalogue-cache";
import { vatRateBp } from "./pricing/vat";
import { findPriceTable, findProduct } from "./product.repository";
import { resolveSelection, type Selection } from "./selection";

/** Request-level helpers shared by the product, quote and cart routes. */

/** The tables or the catalogue cache: the same lookups, the same refusals. */
type ProductReader = (
  db: RequestContext["db"],
  tenantKey: string,
  id: string,
) => Promise<CatalogueProduct | null | undefined>;
type PriceTableReader = (
  db: RequestContext["db"],
  tenantKey: string,
  productKey: string,
  currency: string,
) => Promise<PriceTable | null | undefined>;

export const requireProduct = (context: RequestContext, id: string) => productFrom(findProduct, context, id);

export const requirePriceTable = (context: RequestContext, product: CatalogueProduct, currency: string) =>
  priceTableFrom(findPriceTable, context, product, currency);

/**
 * The product and its price table as the product page's own calls read them (validation, quote,
 * service prices, instructions): from the process's catalogue cache, up to `CATALOGUE_TTL_MS` old
 * (ADR 109). Orders, carts and staff screens read the tables with the two functions above.
 */
export const requireCataloguedProduct = (context: RequestContext, id: string) =>
  productFrom(cachedProduct, context, id);

export const requireCataloguedPriceTable = (
  context: RequestContext,
  product: CatalogueProduct,
  currency: string,
) => priceTableFrom(cachedPriceTable, context, product, currency);

async function productFrom(
  read: ProductReader,
  context: RequestContext,
  id: string,
): Promise<CatalogueProduct> {
  const product = await read(context.db, context.tenant.key, id);
  if (!product) throw notFound("PRODUCT_NOT_FOUND", `No product ${id} for tenant ${context.tenant.key}`);
  return product;
}

async function priceTableFrom(
  read: PriceTableReader,
  context: RequestContext,
  product: CatalogueProduct,
  currency: string,
): Promise<PriceTable> {
  const table = await read(context.db, context.tenant.key, product.definition.productKey, currency);
  if (!table) throw badRequest("CURRENCY_UNSUPPORTED", `No prices in ${currency} for this product`);
  return table;
}

/** The requested currency (else the active one), which must be one of the tenant's. */
export function resolveCurrency(context: RequestContext, requested: string | undefined | null): string {
  const currency = (requested ?? context.activeCurrency).toUpperCase();
  if (!context.tenant.currencies.includes(currency)) {
    throw badRequest("CURRENCY_UNSUPPORTED", `Currency ${currency} is not sold by this shop`);
  }
  return currency;
}

/** The destination country (else the tenant's default) and its VAT rate. */
export function resolveCountry(
  context: RequestContext,
  requested: string | undefined | null,
): { country: string; vatRateBp: number } {
  const country = (requested ?? context.tenant.defaultIso2).toUpperCase();
  const rate = vatRateBp(country);
  if (rate === null) throw badRequest("COUNTRY_UNSUPPORTED", `No delivery to ${country}`);
  return { country, vatRateBp: rate };
}

export function selectionOrThrow(
  definition: ProductDefinition,
  requested: Record<string, unknown>,
  path: string,
) {
  const { selection, issues } = resolveSelection(definition, requested, path);
  if (issues.length > 0)
    throw badRequest("INVALID_CONFIGURATION", "The product configuration is invalid", issues);
  return selection;
}

export function quantityIssues(definition: ProductDefinition, quantities: readonly number[], path: string) {
  const issues: FieldIssue[] = [];
  quantities.forEach((quantity, index) => {
    const problem = quantityProblem(definition.quantityModel, quantity);
    // Priced quantities are whole units even when a model allows decimal steps.
    if (problem)
      issues.push({ path: `${path}.${index}`, code: problem, message: QUANTITY_MESSAGES[problem] });
    else if (!Number.isInteger(quantity)) {
      issues.push({
        path: `${path}.${index}`,
        code: "not_integer",
        message: "Quantity must be a whole number",
      });
    }
  });
  return issues;
}

export function priorityOrThrow(definition: ProductDefinition, requested: string | undefined, path: string) {
  const key = requested ?? definition.defaultPriority;
  const priority = definition.priorities.find((candidate) => candidate.key === key);
  if (!priority) {
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path, code: "unknown_priority", message: `Unknown priority ${key}` },
    ]);
  }
  return priority.key as PriorityKey;
}

/**
 * Who is asking, for a personal code (the welcome code) only: the signed-in customer's id, or null
 * for a visitor (a missing or bad token too: the code then just does not apply). Public codes
 * never touch the session.
 */
export async function promocodeCustomerId(
  context: RequestContext,
  promo: Promocode | null | undefined,
): Promise<string | null> {
  if (!promo || promo.customerId === null) return null;
  if (!context.request.headers.has("authorization")) return null;
  try {
    return (await authenticate(context)).customer.id;
  } catch {
    return null;
  }
}

export type PromocodeRef = string | { text?: string | null; id?: string | null } | null | undefined;

/** A promo code by text or id; undefined when none was given, null when given but unknown. */
export async function lookupPromocode(
  context: RequestContext,
  ref: PromocodeRef,
): Promise<Promocode | null | undefined> {
  if (ref == null) return undefined;
  if (typeof ref === "string" || ref.text != null) {
    const code = normaliseCode(typeof ref === "string" ? ref : (ref.text ?? ""));
    if (code === "") return undefined;
    return guardedLookup(context, () => findPromocodeByCode(context.db, context.tenant.key, code));
  }
  const id = ref.id?.trim();
  if (id) return guardedLookup(context, () => findPromocodeById(context.db, context.tenant.key, id));
  return undefined;
}

/**
 * Every lookup spends a point of the client's promo budget (ADR 019) and a code that exists gives it
 * back, so only guessing runs the budget out. Once it has, every lookup is refused before it runs:
 * a found code can't stand out among the refusals.
 */
async function guardedLookup(
  context: RequestContext,
  find: () => Promise<Promocode | undefined>,
): Promise<Promocode | null> {
  const client = clientLimitKey(context.clientIp);
  await context.limits.consume("promocodePerClient", client);
  const promo = await find();
  if (promo) await context.limits.refund("promocodePerClient", client);
  return promo ?? null;
}

export type { Selection };
