import { freeDelivery } from "../../../contract/cart/free-delivery";
import {
  isMultiArtworkSelected,
  type MultiArtworkRow,
  SETS_FEATURE,
} from "../../../contract/product/multi-artwork";
import type { PriceOption, Quote, ServicePrices } from "../../../contract/product/product.schemas";
import { offeredQuantities, quantityProblem } from "../../../contract/product/quantity";
import type {
  ProductSelection,
  RequestedSelection,
  UploadType,
} from "../../../contract/product/selection-params";
import type {
  ProductViewConfiguration,
  QuotedRow,
  Recap,
  RecapService,
  RecapShipping,
  SelectionNotice,
} from "./product-page.types";
import { selectAvailablePriority, selectQuotedQuantity } from "./rules/fallbacks";

/** Spec §4 steps 2, 5, 7 and 9 as pure functions over the configuration and the server's answers. */

export function uploadTypesOf(configuration: ProductViewConfiguration): UploadType[] {
  const types: UploadType[] = ["upload"];
  if (configuration.designExperience) types.push("dex");
  if (configuration.humanDesignService) types.push("hds");
  return types;
}

/** File check and human design service are mutually exclusive (spec §4). */
export const fileCheckAllowed = (configuration: ProductViewConfiguration, uploadType: UploadType): boolean =>
  configuration.productCustomization.selectedProductFileFlow.fileCheck && uploadType !== "hds";

function artworkRows(
  attributes: Record<string, string>,
  rows: readonly MultiArtworkRow[],
): MultiArtworkRow[] {
  const sets = Number(attributes[SETS_FEATURE] ?? "1");
  if (!isMultiArtworkSelected(sets)) return [];
  return Array.from(
    { length: sets },
    (_, index) => rows[index] ?? { name: null, quantity: null, rolls: null },
  );
}

/** Step 2: the initial selection from the request, the validated attributes and the defaults. */
export function initialSelection(
  configuration: ProductViewConfiguration,
  requested: RequestedSelection,
  resolvedAttributes: Record<string, string>,
): { selection: ProductSelection; notices: SelectionNotice[] } {
  const notices: SelectionNotice[] = [];
  const customization = configuration.productCustomization;
  const model = customization.selectedQuantityModel;
  const attributes: Record<string, string> = {};
  for (const feature of [...configuration.features].sort(
    (a, b) => a.customSelections.sortIndex - b.customSelections.sortIndex,
  )) {
    attributes[feature.name] = resolvedAttributes[feature.name] ?? feature.selected;
  }

  const own =
    model.mode !== "list" && requested.ownQuantity !== null && !quantityProblem(model, requested.ownQuantity)
      ? requested.ownQuantity
      : null;
  let quantity = model.defaultValue;
  if (requested.quantity !== null) {
    const problem = quantityProblem(model, requested.quantity);
    if (problem === null) quantity = requested.quantity;
    else notices.push({ code: "quantity_invalid", requested: requested.quantity, problem });
  }

  const priorities = customization.selectedPriorityModel.list.map((entry) => entry.key as string);
  let priority: string = customization.selectedPriorityModel.defaultValue;
  if (requested.priority !== null) {
    if (priorities.includes(requested.priority)) priority = requested.priority;
    else notices.push({ code: "priority_unavailable", requested: requested.priority, used: priority });
  }

  let uploadType: UploadType = "upload";
  if (requested.uploadType !== null) {
    if (uploadTypesOf(configuration).includes(requested.uploadType)) uploadType = requested.uploadType;
    else notices.push({ code: "upload_unavailable", requested: requested.uploadType });
  }
  let fileCheck = requested.fileCheck ?? false;
  if (fileCheck && !fileCheckAllowed(configuration, uploadType)) {
    fileCheck = false;
    notices.push({ code: "file_check_unavailable" });
  }

  return {
    selection: {
      attributes,
      quantity: own !== null && requested.quantity === own ? own : quantity,
      ownQuantity: own,
      priority,
      uploadType,
      fileCheck,
      jobName: requested.jobName ?? "",
      artwork: artworkRows(attributes, requested.artwork),
      vat: requested.vat,
    },
    notices,
  };
}

/** The quantities to quote: the model's list plus the visitor's own quantity (free and range modes). */
export function quantitiesToQuote(
  configuration: ProductViewConfiguration,
  selection: ProductSelection,
): number[] {
  const model = configuration.productCustomization.selectedQuantityModel;
  const list = offeredQuantities(model, selection.ownQuantity ?? undefined);
  return list.includes(selection.quantity) ? list : [...list, selection.quantity].sort((a, b) => a - b);
}

/** Steps 5 and 7: the quantity and priority actually shown, with the fallbacks of spec §4. */
export function settleSelection(
  configuration: ProductViewConfiguration,
  selection: ProductSelection,
  rows: readonly QuotedRow[],
): { selection: ProductSelection; option: PriceOption | null; notices: SelectionNotice[] } {
  const notices: SelectionNotice[] = [];
  const initial = configuration.productCustomization.selectedQuantityModel.defaultValue;
  const quantity = selectQuotedQuantity(
    selection.quantity,
    initial,
    rows.map((row) => row.quantity),
  );
  if (quantity === null) return { selection, option: null, notices };
  if (quantity !== selection.quantity)
    notices.push({ code: "quantity_unavailable", requested: selection.quantity, used: quantity });
  const options = rows.find((row) => row.quantity === quantity)?.options ?? [];
  const priority = selectAvailablePriority(
    selection.priority,
    options.map((option) => option.deliveryKey as string),
  );
  if (priority !== null && priority !== selection.priority)
    notices.push({ code: "priority_unavailable", requested: selection.priority, used: priority });
  const option = options.find((candidate) => candidate.deliveryKey === priority) ?? null;
  return { selection: { ...selection, quantity, priority: priority ?? selection.priority }, option, notices };
}

/**
 * The chosen speed's carriage for goods worth `goodsExclTax`, by the cart's own free-delivery rule
 * (issue 38 §2): what the cart will charge if this is all it holds.
 */
export function recapShipping(
  carriage: Quote["shipping"],
  priority: string,
  goodsExclTax: number,
): RecapShipping | null {
  const rate = carriage?.rates.find((candidate) => candidate.deliveryKey === priority);
  if (!carriage || !rate) return null;
  const delivery = freeDelivery(goodsExclTax, carriage.freeFromCent, true);
  return {
    ...delivery,
    centAmount: delivery.free ? 0 : rate.centAmount,
    taxedCentAmount: delivery.free ? 0 : rate.taxedCentAmount,
    freeFromCent: carriage.freeFromCent,
  };
}

/** The services the selection carries, priced by the server. */
export function selectedServices(
  configuration: ProductViewConfiguration,
  selection: ProductSelection,
  prices: ServicePrices | null,
): RecapService[] {
  if (!prices) return [];
  const wanted: { key: string; kind: RecapService["kind"] }[] = [];
  if (selection.fileCheck) wanted.push({ key: configuration.serviceKeys.fileCheck, kind: "fileCheck" });
  if (selection.uploadType === "hds")
    wanted.push({ key: configuration.serviceKeys.humanDesignService, kind: "humanDesignService" });
  return wanted.flatMap(({ key, kind }) => {
    const price = prices.services.find((service) => service.key === key);
    return price
      ? [{ key, kind, centAmount: price.centAmount, centAmountInclTax: price.centAmountInclTax }]
      : [];
  });
}

export function computeRecap(
  option: PriceOption,
  services: readonly RecapService[],
  currency: string,
  carriage?: Quote["shipping"],
): Recap {
  const servicesExcl = services.reduce((sum, service) => sum + service.centAmount, 0);
  const servicesIncl = services.reduce((sum, service) => sum + service.centAmountInclTax, 0);
  const totalExclTax = option.amountCentExclTax + servicesExcl;
  const totalInclTax = option.amountCentInclTax + servicesIncl;
  return {
    currency,
    vatRate: option.vatRate,
    productExclTax: option.amountCentExclTax,
    productInclTax: option.amountCentInclTax,
    originalProductExclTax: option.originalAmountCentExclTax,
    originalProductInclTax: option.originalAmountCentInclTax,
    services: [...services],
    totalExclTax,
    totalInclTax,
    vatAmount: totalInclTax - totalExclTax,
    discountExclTax: option.originalAmountCentExclTax - option.amountCentExclTax,
    unitAmountExclTax: option.unitAmountExclTax,
    unitAmountInclTax: option.unitAmountInclTax,
    shipping: recapShipping(carriage, option.deliveryKey, totalExclTax),
  };
}
