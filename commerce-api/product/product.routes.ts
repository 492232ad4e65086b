import type { z } from "zod";
import { productEndpoints } from "#contract/product/product.endpoints";
import {
  configurationQuerySchema,
  quoteBodySchema,
  servicePriceBodySchema,
  validateBodySchema,
} from "#contract/product/product.requests";
import { shippingTableOf } from "../cart/cart.view";
import { rateOf, type ShippingTable } from "../cart/shipping";
import { type RequestContext, type RouteDefinition, route } from "../context";
import { readJsonBody } from "../http/body";
import { clientLimitKey } from "../http/client-ip";
import { badRequest } from "../http/errors";
import { shareableRoute } from "../http/shareable";
import { parseQuery } from "../http/validation";
import type { PriorityKey } from "./catalogue.types";
import { toProductConfiguration } from "./configuration.view";
import { withVat } from "./pricing/pricing";
import {
  lookupPromocode,
  promocodeCustomerId,
  quantityIssues,
  requireCataloguedPriceTable,
  requireCataloguedProduct,
  requireProduct,
  resolveCountry,
  resolveCurrency,
  selectionOrThrow,
} from "./product.service";
import { buildQuote } from "./quote";
import {
  availableOptions,
  defaultSelection,
  resolveConflicts,
  resolveSelection,
  variantOf,
} from "./selection";
import { serviceCentAmount } from "./services";

async function getConfiguration(context: RequestContext) {
  const { id } = parseQuery(context.url, configurationQuerySchema);
  return toProductConfiguration(await requireProduct(context, id));
}

async function validateProduct(context: RequestContext) {
  const body = await readJsonBody(context.request, validateBodySchema);
  const id = body.entryId ?? body.mcpSku ?? body.productSku;
  if (!id)
    throw badRequest("VALIDATION_ERROR", "The request body is invalid", [
      { path: "entryId", code: "invalid_type", message: "entryId or mcpSku is required" },
    ]);
  if (!body.configuration || Object.keys(body.configuration).length === 0) {
    throw badRequest("CONFIGURATION_EMPTY", "Product configuration is empty!");
  }
  if (body.validProductionTimes?.length === 0) {
    throw badRequest("PRODUCTION_TIMES_EMPTY", "validProductionTimes configuration is empty!");
  }
  const product = await requireCataloguedProduct(context, id);
  const { definition } = product;
  const { selection, issues } = resolveSelection(definition, body.configuration);
  // Unknown values already fell back to defaults in `selection`; only conflicts remain to resolve.
  const resolution = resolveConflicts(definition, selection);
  return {
    isValid: issues.length === 0,
    configurationId: product.configurationId,
    mcpSku: definition.mcpSku,
    version: definition.version,
    outdatedVersion: body.version !== undefined && body.version !== definition.version,
    selectedAttributes: selection,
    variant: variantOf(definition, selection),
    availableOptions: availableOptions(definition, selection),
    resolvedAttributes: resolution?.selection ?? defaultSelection(definition),
    adjustments: resolution?.adjustments ?? [],
    validProductionTimes: definition.priorities.map((p) => ({
      deliveryKey: p.key,
      productionTime: p.productionDays,
    })),
    errors: issues,
  };
}

/**
 * The page's product when the quote names it (one sku can back several pages), else the first sku's;
 * either way the skus must be that product's (issue 39 §4): a quote priced from one product for the
 * sku of another, or of none, is a 400 naming `skus`.
 */
async function quotedProduct(context: RequestContext, body: z.infer<typeof quoteBodySchema>) {
  const product = await requireCataloguedProduct(
    context,
    body.page?.productConfigurationId ?? body.skus[0] ?? "",
  );
  const sku = product.definition.mcpSku;
  const names = new Set([sku, product.configurationId, product.definition.productKey]);
  if (!body.skus.every((named) => names.has(named)))
    throw badRequest("VALIDATION_ERROR", "The skus don't name the quoted product", [
      { path: "skus", code: "custom", message: `Every sku must be ${sku}, the product of this page` },
    ]);
  return product;
}

async function quoteProduct(context: RequestContext) {
  // Generous: every configurator change asks for a quote; it only stops scripted price scraping.
  await context.limits.consume("quotePerClient", clientLimitKey(context.clientIp));
  const body = await readJsonBody(context.request, quoteBodySchema);
  const product = await quotedProduct(context, body);
  const { definition } = product;
  const selection = selectionOrThrow(definition, body.merchantAttributes, "merchantAttributes");
  const quantities = body.quantityList;
  if (quantities.length === 0) throw badRequest("QUANTITIES_EMPTY", "Quantities list is empty!");
  const issues = quantityIssues(definition, quantities, "quantityList");
  if (issues.length > 0) throw badRequest("VALIDATION_ERROR", "The request body is invalid", issues);
  const offered = definition.priorities.map((priority) => priority.key as PriorityKey);
  const allowed = body.validProductionTimes.map((time) => time.deliveryKey);
  const priorities = offered.filter((key) => body.prioritySets.includes(key) && allowed.includes(key));
  if (priorities.length === 0) throw badRequest("PRICES_EMPTY", "Prices list is empty!");
  const currency = resolveCurrency(context, body.currency);
  const { country, vatRateBp } = resolveCountry(context, body.country);
  const table = await requireCataloguedPriceTable(context, product, currency);
  const promocode = await lookupPromocode(context, body.promocode);
  const unique = [...new Set(quantities)].sort((a, b) => a - b);
  const quote = buildQuote({
    definition,
    table,
    selection,
    quantities: unique,
    priorities,
    vatRateBp,
    promocode: promocode ?? null,
    customerId: await promocodeCustomerId(context, promocode),
    now: context.now(),
    currency,
  });
  return {
    configurationId: product.configurationId,
    mcpSku: definition.mcpSku,
    variant: variantOf(definition, selection),
    selectedAttributes: selection,
    currency,
    country,
    vatRate: vatRateBp / 100,
    quantities: unique,
    prices: quote.prices,
    promocode:
      promocode === null
        ? { id: null, code: null, status: "generic_error" as const, reason: "unknown_code" as const }
        : quote.promocode,
    shipping: carriageFor(shippingTableOf(context.tenant, currency), country, vatRateBp, priorities),
  };
}

/** Each quoted speed's carriage to `country`, as the cart will charge it, and the free threshold. */
function carriageFor(table: ShippingTable, country: string, vatRateBp: number, priorities: PriorityKey[]) {
  return {
    freeFromCent: table.freeFromCent,
    rates: priorities.map((deliveryKey) => {
      const taxed = withVat(rateOf(table, country.toUpperCase(), deliveryKey), vatRateBp);
      return { deliveryKey, centAmount: taxed.amountExclTax, taxedCentAmount: taxed.amountInclTax };
    }),
  };
}

/**
 * File check (tenant's file_check_price) and human design service (per product), each per artwork
 * set, priced for every quantity asked (ADR 036: flat across quantities in this catalogue).
 */
async function priceServices(context: RequestContext) {
  const body = await readJsonBody(context.request, servicePriceBodySchema);
  const product = await requireCataloguedProduct(context, body.skus[0] ?? "");
  const currency = resolveCurrency(context, null);
  const { vatRateBp } = resolveCountry(context, null);
  const table = await requireCataloguedPriceTable(context, product, currency);
  const quantities = [...new Set(body.quantityList)].sort((a, b) => a - b);
  const services = body.serviceKeys.map((key) => {
    const cent = serviceCentAmount(key, {
      product,
      table,
      fileCheckCentAmount: context.tenant.fileCheckPrice[currency],
      attributes: body.variableAttributes,
    });
    if (cent === null) {
      throw badRequest("SERVICE_UNAVAILABLE", `Service ${key} is not available for this product`);
    }
    const taxed = withVat(cent, vatRateBp);
    return {
      key,
      currencyCode: currency,
      taxRate: vatRateBp / 100,
      prices: quantities.map((quantity) => ({
        quantity,
        centAmount: cent,
        centAmountInclTax: taxed.amountInclTax,
      })),
    };
  });
  return { currency, services };
}

export const productRoutes: readonly RouteDefinition[] = [
  shareableRoute(productEndpoints.configuration, getConfiguration),
  route(productEndpoints.validate, validateProduct),
  route(productEndpoints.quote, quoteProduct),
  route(productEndpoints.servicePrice, priceServices),
];
