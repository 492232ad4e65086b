import {
  isMultiArtworkCompleted,
  isMultiArtworkSelected,
  SETS_FEATURE,
} from "../../app/features/product/rules/multi-artwork";
import type { RequestContext } from "../context";
import { badRequest, HttpError } from "../http/errors";
import type { CatalogueProduct } from "../product/catalogue.types";
import { priceJob, unitAmount, withVat } from "../product/pricing/pricing";
import {
  lookupPromocode,
  priorityOrThrow,
  quantityIssues,
  requirePriceTable,
  resolveCountry,
  selectionOrThrow,
} from "../product/product.service";
import { variantOf } from "../product/selection";
import { SERVICE_KEYS } from "../product/services";
import { checkPromocode, discountFor } from "../promocode/promocode.rules";
import type { LineItemPayload } from "./cart.input";
import type { CartRow } from "./cart.repository";
import { findInventory } from "./cart.repository";
import type { StoredLineItem } from "./line-item";

/** Prices a line item payload on the server; client-sent prices never reach this function. */
export async function priceLineItem(
  context: RequestContext,
  cart: CartRow,
  product: CatalogueProduct,
  payload: LineItemPayload,
  identity: { id: string; createdAt: string },
): Promise<StoredLineItem> {
  const { definition } = product;
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
  const table = await requirePriceTable(context, product, currency);

  if (definition.externallyFulfilled) {
    const stock = await findInventory(context.db, definition.mcpSku);
    if (!stock || (stock.immediate < payload.quantity && stock.future < payload.quantity)) {
      throw new HttpError(409, "OUT_OF_STOCK", "Not enough stock for this quantity");
    }
  }

  const job = priceJob({
    table,
    features: definition.features,
    selection,
    quantity: payload.quantity,
    priority,
  });
  const services: StoredLineItem["services"] = [];
  const keys = new Set((payload.services ?? []).map((service) => service.key));
  if (keys.has(SERVICE_KEYS.fileCheck) && keys.has(SERVICE_KEYS.humanDesignService)) {
    throw badRequest("SERVICES_EXCLUSIVE", "File check and human design service cannot be combined");
  }
  let promocode: StoredLineItem["promocode"] = null;
  for (const service of payload.services ?? []) {
    const money = (centAmount: number) => ({ centAmount, currencyCode: currency });
    if (service.key === SERVICE_KEYS.fileCheck && definition.fileFlow.fileCheck) {
      const cent = context.tenant.fileCheckPrice[currency] ?? 0;
      services.push({
        key: service.key,
        unitPrice: money(cent),
        taxRate: vatRateBp / 100,
        serviceAttributes: { inputText: null },
      });
    } else if (service.key === SERVICE_KEYS.humanDesignService && definition.humanDesignService) {
      services.push({
        key: service.key,
        unitPrice: money(table.hdsCentAmount),
        taxRate: vatRateBp / 100,
        serviceAttributes: { inputText: null },
      });
    } else if (service.key === SERVICE_KEYS.coupon) {
      const text = service.serviceAttributes?.inputText ?? "";
      const promo = await lookupPromocode(context, text);
      if (promo === undefined) continue;
      const check = promo
        ? checkPromocode(promo, {
            now: context.now(),
            currency,
            productKey: definition.productKey,
            amountExclTax: job.centAmount,
          })
        : ({ ok: false, reason: "unknown_code" } as const);
      promocode = {
        code: text.trim().toUpperCase(),
        status: check.ok ? "valid" : "generic_error",
        reason: check.ok ? null : check.reason,
      };
      if (promo && check.ok) {
        services.push({
          key: service.key,
          unitPrice: money(-discountFor(promo, job.centAmount)),
          taxRate: vatRateBp / 100,
          serviceAttributes: { inputText: promo.code },
        });
      }
    } else {
      throw badRequest("SERVICE_UNAVAILABLE", `Service ${service.key} is not available for this product`);
    }
  }

  const product_ = withVat(job.centAmount, vatRateBp);
  let total = product_.amountExclTax;
  let taxed = product_.amountInclTax;
  for (const service of services) {
    const serviceTaxed = withVat(service.unitPrice.centAmount, vatRateBp);
    total += serviceTaxed.amountExclTax;
    taxed += serviceTaxed.amountInclTax;
  }
  const sets = Number(selection[SETS_FEATURE] ?? "1");
  const details = info.multiArtworkDetails ?? payload.mcpFulfillmentAttributes?.multiArtworkDetails ?? [];
  const multi = isMultiArtworkSelected(sets);
  const { selectedAttributes: _ignored, ...merchantInfo } = info;

  return {
    id: identity.id,
    productKey: definition.productKey,
    productId: product.configurationId,
    mcpSku: definition.mcpSku,
    variantSKU: variantOf(definition, selection),
    mcpProdName: definition.productName,
    currencyCode: currency,
    quantity: payload.quantity,
    selectedAttributes: selection,
    selectedPriority: priority,
    price: { centAmount: job.centAmount, currencyCode: currency },
    unitPrice: { centAmount: unitAmount(job.centAmount, payload.quantity), currencyCode: currency },
    taxRate: vatRateBp / 100,
    services,
    totalPriceWithServices: { centAmount: total, currencyCode: currency },
    taxedTotalPriceWithServices: { centAmount: taxed, currencyCode: currency },
    jobName: payload.jobName ?? null,
    userNotes: payload.userNotes ?? null,
    shipTo: { country, postalCode: payload.shipTo?.postalCode ?? null },
    promisedArrivalDate: payload.promisedArrivalDate ?? null,
    merchantInfo: { ...merchantInfo, selectedAttributes: selection, selectedPriority: priority },
    mcpDocsSource: payload.mcpDocsSource ?? null,
    documentPreferences: payload.documentPreferences ?? null,
    uploadedFiles: payload.uploadedFiles ?? [],
    lineItemCreationTimestamp: identity.createdAt,
    isMultiArtwork: multi,
    multiArtworkSetsNumber: Number.isFinite(sets) ? sets : 1,
    multiArtworkDetails: details,
    multiArtworkCompleted: multi ? isMultiArtworkCompleted(details, sets) : true,
    isFileCheckEditable: definition.fileFlow.fileCheck && info.selectedUploadType !== "hds",
    promocode,
  };
}
