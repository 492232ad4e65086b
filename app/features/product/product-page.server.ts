import type { RouterContextProvider } from "react-router";
import { getRequestState, type RequestState } from "~/server/context.server";
import type { LossLeaderInfo, ProductConfiguration } from "../../../contract/product/product.schemas";
import {
  emptySelection,
  PARAM,
  type RequestedSelection,
  readSelection,
  selectionSearch,
} from "../../../contract/product/selection-params";
import {
  computeRecap,
  initialSelection,
  quantitiesToQuote,
  selectedServices,
  settleSelection,
} from "./configurator-model";
import {
  byTopic,
  fetchConfiguration,
  fetchInstruction,
  fetchInventory,
  fetchLossLeader,
  fetchQuote,
  fetchServicePrices,
  fetchShipping,
  recheckPromocode,
  validateSelection,
} from "./product-api.server";
import { hidesChrome, LOSS_LEADER_PARAM, type ProductMode } from "./product-modes";
import { resolveMode } from "./product-modes.server";
import type { ProductPageData } from "./product-page.types";
import { hasLineItemChanged } from "./rules/edit-detection";

export interface ProductPageSource {
  pageId: number;
  title: string;
  path: string;
  /** Empty on a loss leader page: the offer names the product. */
  productKey: string;
  lossLeaderPage: boolean;
}

export const NO_LOSS_LEADER_KEY = "No loss leader key found";
export const LOSS_LEADER_FETCH_FAILED = "Attempt to fetch the product was not successfully";

function logMaintenance(productKey: string, error: unknown) {
  console.error(
    JSON.stringify({
      at: new Date().toISOString(),
      msg: "product configuration unavailable",
      productKey,
      detail: error instanceof Error ? error.message : String(error),
    }),
  );
}

function baseData(state: RequestState, source: ProductPageSource, url: URL): ProductPageData {
  return {
    productKey: source.productKey,
    pageId: source.pageId,
    pageTitle: source.title,
    path: source.path,
    configuration: null,
    maintenance: false,
    crawler: state.isBot,
    mode: { kind: "new" },
    hideChrome: false,
    selection: null,
    search: url.search,
    rows: [],
    option: null,
    availablePriorities: [],
    deliveries: null,
    services: null,
    inventory: null,
    instruction: null,
    recap: null,
    promocode: { code: null, warning: null },
    adjustments: [],
    availableOptions: null,
    attributeIssues: [],
    notices: [],
    problems: [],
    errors: [],
    edited: null,
    currency: state.session.activeCurrency,
    locale: state.shop.domain.locale,
    lossLeader: null,
    status: null,
  };
}

/**
 * The product page flow of spec §4, on the server: configuration → mode → validation (with the
 * stored promo recheck and the instructions) → quote, dates, service prices and stock in parallel
 * → fallbacks and recap. Crawlers skip the quote, inventory and instruction calls (spec §6).
 */
export async function loadProductPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
  source: ProductPageSource,
): Promise<ProductPageData> {
  const state = getRequestState(context);
  const { api, shop, isBot: crawler } = state;
  const data = baseData(state, source, url);
  const { requested: fromUrl, problems } = readSelection(url.searchParams);
  data.problems = problems;

  // Neither needs the configuration: they start now and run beside it.
  const stored = state.session.promocode;
  const currency = state.session.activeCurrency;
  const promoPending = stored
    ? byTopic("promocodeToggle", () =>
        // The code itself (dates, currency); whether it fits this product is the quote's answer.
        recheckPromocode(api, { id: stored.id, currency }),
      )
    : Promise.resolve(null);
  const instructionPending = crawler
    ? Promise.resolve(null)
    : byTopic("init-product", () => fetchInstruction(api, source.pageId));
  // An early return below must not leave a rejected promise unobserved.
  void promoPending.catch(() => {});
  void instructionPending.catch(() => {});

  let configuration: ProductConfiguration;
  let offer: LossLeaderInfo["lossLeader"] | null = null;
  if (source.lossLeaderPage) {
    const key = url.searchParams.get(LOSS_LEADER_PARAM)?.trim() ?? "";
    const found = key
      ? await byTopic("init-product", () => fetchLossLeader(api, key))
      : { ok: false as const, error: { topic: "init-product" as const, message: NO_LOSS_LEADER_KEY } };
    if (!found.ok) {
      data.errors.push(key ? { topic: "init-product", message: LOSS_LEADER_FETCH_FAILED } : found.error);
      data.status = key ? 404 : 400;
      return data;
    }
    configuration = found.value.product;
    offer = found.value.lossLeader;
    data.productKey = configuration.productKey;
    data.mode = { kind: "lossLeader", param: LOSS_LEADER_PARAM, key: offer.key };
    data.lossLeader = {
      key: offer.key,
      title: offer.title,
      description: offer.description,
      endsAt: offer.endsAt,
    };
  } else {
    try {
      configuration = await fetchConfiguration(api, source.productKey);
    } catch (error) {
      logMaintenance(source.productKey, error);
      data.maintenance = true;
      data.errors.push({ topic: "init-product", message: "No data retrieved from product configuration." });
      return data;
    }
  }
  data.configuration = configuration;
  const productKey = configuration.productKey;

  const modeResult = offer
    ? {
        mode: data.mode,
        requested: url.searchParams.has(PARAM.quantity) ? null : offerSelection(offer),
        error: null,
      }
    : await resolveMode(state, url, configuration);
  data.mode = modeResult.mode;
  const editedFrom = "original" in modeResult ? (modeResult.original ?? null) : null;
  data.hideChrome = hidesChrome(modeResult.mode);
  if (modeResult.error) data.errors.push(modeResult.error);
  const requested = modeResult.requested ?? fromUrl;
  requested.vat = fromUrl.vat;

  // Only the product's own features are attributes: tracking params (utm_*, gclid …) are ignored.
  const featureNames = new Set(configuration.features.map((feature) => feature.name));
  const asked = Object.fromEntries(
    Object.entries(requested.attributes).filter(([name]) => featureNames.has(name)),
  );
  const attributes = { ...configuration.productCustomization.selectedAttributes, ...asked };
  const [validation, promoCheck, instruction] = await Promise.all([
    byTopic("validate-product", () => validateSelection(api, productKey, attributes)),
    promoPending,
    instructionPending,
  ]);
  if (!validation.ok) data.errors.push(validation.error);
  if (instruction?.ok) data.instruction = { title: instruction.value.title, items: instruction.value.items };

  let promocode = stored;
  // A recheck that couldn't run says nothing about the code: it stays, the quote still applies it.
  const recheckFailed = promoCheck !== null && !promoCheck.ok && promoCheck.error.unavailable === true;
  if (stored && promoCheck && !recheckFailed && (!promoCheck.ok || !promoCheck.value.isValid)) {
    // The code was withdrawn or expired since it was applied: say so once and forget it.
    const detail = promoCheck.ok ? promoCheck.value.reason : promoCheck.error.message;
    data.promocode.warning = { reason: "no_longer_valid", detail };
    state.session.promocode = null;
    promocode = null;
  }

  const resolved = validation.ok
    ? validation.value.resolvedAttributes
    : configuration.productCustomization.selectedAttributes;
  if (validation.ok) {
    data.adjustments = validation.value.adjustments;
    data.availableOptions = validation.value.availableOptions;
    data.attributeIssues = validation.value.errors.map(({ path, message }) => ({ path, message }));
  }
  const initial = initialSelection(configuration, requested, resolved);
  data.notices.push(...initial.notices);
  let selection = initial.selection;

  const { country, zipCode } = { country: shop.domain.default_iso2, zipCode: shop.domain.default_zipcode };
  const serviceKeys = [
    configuration.productCustomization.selectedProductFileFlow.fileCheck
      ? configuration.serviceKeys.fileCheck
      : null,
    configuration.humanDesignService ? configuration.serviceKeys.humanDesignService : null,
  ].filter((key): key is string => key !== null);
  const productionTime =
    configuration.validProductionTimes.find((time) => time.deliveryKey === selection.priority)
      ?.productionTime ??
    configuration.validProductionTimes[0]?.productionTime ??
    1;

  const [quote, shipping, services, inventory] = await Promise.all([
    crawler
      ? null
      : byTopic("price-quote", () =>
          fetchQuote(api, {
            productKey,
            attributes: selection.attributes,
            quantities: quantitiesToQuote(configuration, selection),
            currency,
            country,
            zipCode,
            // A loss leader's own code takes the place of the visitor's stored one.
            promocodeId: offer?.promocodeId ?? promocode?.id ?? null,
          }),
        ),
    byTopic("deliveries", () =>
      fetchShipping(api, { configuration, quantity: selection.quantity, countryCode: country, zipCode }),
    ),
    serviceKeys.length > 0
      ? byTopic("file-check", () => fetchServicePrices(api, { productKey, serviceKeys, currency, country }))
      : null,
    configuration.externallyFulfilled && !crawler
      ? byTopic("inventory", () =>
          fetchInventory(api, {
            mcpSku: configuration.mcpSku,
            attributes: selection.attributes,
            quantity: selection.quantity,
            productionTime,
          }),
        )
      : null,
  ]);

  if (quote && !quote.ok) data.errors.push(quote.error);
  if (!shipping.ok) data.errors.push(shipping.error);
  else data.deliveries = shipping.value;
  if (services && !services.ok) data.errors.push(services.error);
  else if (services) data.services = services.value;
  if (inventory && !inventory.ok) data.errors.push(inventory.error);
  else if (inventory) data.inventory = inventory.value;

  if (quote?.ok) {
    data.rows = quote.value.prices;
    const settled = settleSelection(configuration, selection, data.rows);
    selection = settled.selection;
    data.option = settled.option;
    data.notices.push(...settled.notices);
    data.availablePriorities =
      data.rows.find((row) => row.quantity === selection.quantity)?.options.map((o) => o.deliveryKey) ?? [];
    const quotedPromo = quote.value.promocode;
    if (offer?.promocodeId && quotedPromo?.status === "valid") data.promocode.code = quotedPromo.code;
    else if (promocode) {
      data.promocode.code = promocode.code;
      if (quotedPromo?.status === "generic_error")
        data.promocode.warning = { reason: "invalid_selection", detail: quotedPromo.reason };
    }
    if (settled.option)
      data.recap = computeRecap(
        settled.option,
        selectedServices(configuration, selection, data.services),
        currency,
      );
  } else {
    data.availablePriorities = configuration.productCustomization.selectedPriorityModel.list.map(
      (p) => p.key,
    );
    if (promocode) data.promocode.code = promocode.code;
  }

  // A page missing a part because a service failed is not replayed from the page cache: the next
  // request asks again.
  if (data.errors.some((error) => error.unavailable)) state.uncacheable = true;
  data.selection = selection;
  const search = selectionSearch(selection);
  if (data.mode.kind !== "new") search.set(data.mode.param, modeParamValue(data.mode));
  data.search = `?${search.toString()}`;
  const original = editedFrom ?? (data.mode.kind === "editCartItem" ? data.mode.original : null);
  if (original) {
    data.edited = hasLineItemChanged(original, {
      attributes: selection.attributes,
      quantity: selection.quantity,
      uploadType: selection.uploadType,
      deliveryOption: selection.priority,
      fileCheck: selection.fileCheck,
    });
  }
  return data;
}

function offerSelection(offer: LossLeaderInfo["lossLeader"]): RequestedSelection {
  return {
    ...emptySelection(),
    attributes: { ...offer.config.selectedAttributes },
    quantity: offer.config.quantity,
    priority: offer.config.priority,
  };
}

function modeParamValue(mode: Exclude<ProductMode, { kind: "new" }>): string {
  switch (mode.kind) {
    case "lossLeader":
      return mode.key;
    case "editCartItem":
      return mode.lineItemId;
    case "editOrderItem":
      return `${mode.orderId}/${mode.lineItemId}`;
    case "preconfigured":
      return mode.value;
    case "preconfiguredKey":
      return mode.key;
    case "designId":
      return mode.designId;
  }
}

/** Bad input in the URL answers 400 (with the whole page and the reasons) so it is never indexed. */
export function productPageStatus(data: ProductPageData): number {
  if (data.status !== null) return data.status;
  if (data.maintenance) return 503;
  const badInput =
    data.problems.length > 0 ||
    data.attributeIssues.length > 0 ||
    data.notices.some(
      (notice) => notice.code === "quantity_invalid" || notice.code === "upload_unavailable",
    ) ||
    data.errors.some((error) => error.topic === "init-product" && data.mode.kind !== "new");
  return badInput ? 400 : 200;
}
