import type { LineItemPayload } from "#contract/cart/cart.requests";
import { isBuyable } from "#contract/delivery/inventory-rules";
import {
  firstIncompleteArtwork,
  isMultiArtworkCompleted,
  isMultiArtworkSelected,
  SETS_FEATURE,
} from "#contract/product/multi-artwork";
import type { RequestContext } from "../context";
import { findStockLevels } from "../delivery/delivery.repository";
import { badRequest, HttpError } from "../http/errors";
import type { CatalogueProduct } from "../product/catalogue.types";
import { priceJob, unitAmount, withVat } from "../product/pricing/pricing";
import {
  priorityOrThrow,
  quantityIssues,
  requirePriceTable,
  resolveCountry,
  selectionOrThrow,
} from "../product/product.service";
import { variantOf } from "../product/selection";
import type { CartRow } from "./cart.repository";
import { type HonouredPromocode, priceLineItemServices } from "./cart.services";
import type { StoredLineItem } from "./line-item";

/**
 * Spec §4/§5: a multi-artwork line enters a cart or an order only with every design named and
 * counted; the refusal names the first design that isn't.
 */
export function requireCompleteArtwork(item: StoredLineItem): void {
  if (!item.isMultiArtwork) return;
  const missing = firstIncompleteArtwork(item.multiArtworkDetails, item.multiArtworkSetsNumber);
  if (missing === null) return;
  throw badRequest("MULTI_ARTWORK_INCOMPLETE", `Design ${missing} needs a name and a quantity`, [
    {
      path: `merchantInfo.multiArtworkDetails.${missing - 1}`,
      code: "incomplete",
      message: `Design ${missing} needs a name and a quantity (or a number of rolls)`,
    },
  ]);
}

/** Prices a line item payload on the server; client-sent prices never reach this function. */
export async function priceLineItem(
  context: RequestContext,
  cart: Pick<CartRow, "currency_code" | "country">,
  product: CatalogueProduct,
  payload: LineItemPayload,
  identity: { id: string; createdAt: string },
  honoured?: HonouredPromocode,
): Promise<StoredLineItem> {
  const { definition } = product;
  const currency = cart.currency_code;
  const choices = checkedChoices(context, cart, definition, payload);
  const table = await requirePriceTable(context, product, currency);
  if (definition.externallyFulfilled) await requireStock(context, definition.mcpSku, payload.quantity);
  const job = priceJob({
    table,
    features: definition.features,
    selection: choices.selection,
    quantity: payload.quantity,
    priority: choices.priority,
  });
  const { services, promocode } = await priceLineItemServices(context, payload.services ?? [], {
    product,
    table,
    currency,
    vatRateBp: choices.vatRateBp,
    jobCentAmount: job.centAmount,
    attributes: choices.selection,
    ...(honoured ? { honoured } : {}),
  });
  return storedLine({ product, payload, identity, currency, choices, job, services, promocode });
}

/** The posted line's choices, each checked against the product: 400 naming the field otherwise. */
function checkedChoices(
  context: RequestContext,
  cart: Pick<CartRow, "currency_code" | "country">,
  definition: CatalogueProduct["definition"],
  payload: LineItemPayload,
) {
  const currency = cart.currency_code;
  if (payload.currencyCode && payload.currencyCode.toUpperCase() !== currency) {
    throw badRequest("CURRENCY_MISMATCH", `The cart is in ${currency}`);
  }
  const info = payload.merchantInfo;
  const selection = selectionOrThrow(
    definition,
    info.selectedAttributes ?? payload.productConfig ?? {},
    "merchantInfo.selectedAttributes",
  );
  const issues = quantityIssues(definition, [payload.quantity], "quantity");
  if (issues.length > 0)
    throw badRequest(
      "VALIDATION_ERROR",
      "The request body is invalid",
      issues.map((i) => ({ ...i, path: "quantity" })),
    );
  const priority = priorityOrThrow(definition, info.selectedPriority, "merchantInfo.selectedPriority");
  const { country, vatRateBp } = resolveCountry(context, payload.shipTo?.country ?? cart.country);
  return { selection, priority, country, vatRateBp };
}

async function requireStock(context: RequestContext, mcpSku: string, quantity: number) {
  const stock = await findStockLevels(context.db, mcpSku);
  if (!stock || !isBuyable(stock, quantity)) {
    throw new HttpError(409, "OUT_OF_STOCK", "Not enough stock for this quantity");
  }
}

/** The line as the cart keeps it: the job and its services priced, with and without VAT. */
function storedLine({
  product,
  payload,
  identity,
  currency,
  choices,
  job,
  services,
  promocode,
}: {
  product: CatalogueProduct;
  payload: LineItemPayload;
  identity: { id: string; createdAt: string };
  currency: string;
  choices: ReturnType<typeof checkedChoices>;
  job: { centAmount: number };
  services: StoredLineItem["services"];
  promocode: StoredLineItem["promocode"];
}): StoredLineItem {
  const { definition } = product;
  const { selection, priority, country, vatRateBp } = choices;
  const info = payload.merchantInfo;
  const jobTaxed = withVat(job.centAmount, vatRateBp);
  let total = jobTaxed.amountExclTax;
  let taxed = jobTaxed.amountInclTax;
  for (const service of services) {
    const serviceTaxed = withVat(service.unitPrice.centAmount, vatRateBp);
    total += serviceTaxed.amountExclTax;
    taxed += serviceTaxed.amountInclTax;
  }
  const sets = Number(selection[SETS_FEATURE] ?? "1");
  const details = info.multiArtworkDetails ?? payload.mcpFulfillmentAttributes?.multiArtworkDetails ?? [];
  const multi = isMultiArtworkSelected(sets);
  const { selectedAttributes: _ignored, ...merchantInfo } = info;
  const money = (centAmount: number) => ({ centAmount, currencyCode: currency });
  const variant = variantOf(definition, selection);
  return {
    id: identity.id,
    productKey: definition.productKey,
    productId: product.configurationId,
    mcpSku: definition.mcpSku,
    variantSKU: variant,
    mcpProdName: definition.productName,
    currencyCode: currency,
    quantity: payload.quantity,
    selectedAttributes: selection,
    selectedPriority: priority,
    price: money(job.centAmount),
    unitPrice: money(unitAmount(job.centAmount, payload.quantity)),
    taxRate: vatRateBp / 100,
    services,
    totalPriceWithServices: money(total),
    taxedTotalPriceWithServices: money(taxed),
    jobName: payload.jobName ?? null,
    userNotes: payload.userNotes ?? null,
    shipTo: { country, postalCode: payload.shipTo?.postalCode ?? null },
    promisedArrivalDate: payload.promisedArrivalDate ?? null,
    // The variant is the catalogue's for these choices, whatever the client named (spec §3 merchantVar).
    merchantInfo: {
      ...merchantInfo,
      merchantVar: variant,
      selectedAttributes: selection,
      selectedPriority: priority,
    },
    mcpDocsSource: payload.mcpDocsSource ?? null,
    documentPreferences: payload.documentPreferences ?? null,
    uploadedFiles: payload.uploadedFiles ?? [],
    lineItemCreationTimestamp: identity.createdAt,
    isMultiArtwork: multi,
    multiArtworkSetsNumber: Number.isFinite(sets) ? sets : 1,
    multiArtworkDetails: details,
    multiArtworkCompleted: multi ? isMultiArtworkCompleted(details, sets) : true,
    isFileCheckEditable: definition.fileFlow.fileCheck && info.selectedUploadType !== "hds",
    // Kept on the line: the order is produced under the rule it was sold with.
    proofRequired: definition.fileFlow.proof === true,
    promocode,
  };
}
