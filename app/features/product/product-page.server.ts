import type { RouterContextProvider } from "react-router";
import type { Design } from "#contract/design/design.schemas";
import type { LossLeaderInfo, ProductConfiguration } from "#contract/product/product.schemas";
import {
  emptySelection,
  FROM_MY_DESIGNS_PARAM,
  ISLAND_PARAM,
  PARAM,
  type RequestedSelection,
  readSelection,
  SEARCH_ID_PARAM,
  SEARCH_ID_PATTERN,
  selectionSearch,
} from "#contract/product/selection-params";
import { attachedDesignView, designScreenLinks } from "~/features/design/product-design.server";
import { getRequestState, type RequestState } from "~/server/context.server";
import { initialSelection } from "./configurator-model";
import type { TopicError } from "./product-errors";
import { ARTWORK_CHECK_PARAM, REPRICED_PARAM } from "./product-form-fields";
import { hidesChrome, type ProductMode } from "./product-modes";
import { resolveMode } from "./product-modes.server";
import type { ProductPageData, ProductPageSource } from "./product-page.types";
import {
  type ConfigurationStage,
  LOSS_LEADER_FETCH_FAILED,
  loadConfiguration,
  NO_LOSS_LEADER_KEY,
  startSideCalls,
  validateWithSideCalls,
} from "./product-page-stages.server";
import { applyPricing, fetchPricing } from "./product-pricing.server";
import { hasLineItemChanged } from "./rules/edit-detection";

export { LOSS_LEADER_FETCH_FAILED, NO_LOSS_LEADER_KEY };

/** Where an edit mode goes back to: the cart for a cart line, the order's page for an order line. */
function editReturnOf(state: RequestState, mode: ProductMode): ProductPageData["editReturn"] {
  const { cart, orderDetail } = state.shop.links;
  if (mode.kind === "editCartItem" && cart) return { kind: "cart", path: cart };
  if (mode.kind === "editOrderItem" && orderDetail)
    return { kind: "order", path: `${orderDetail}?${new URLSearchParams({ id: mode.orderId })}` };
  return null;
}

/** The page's own query: the island's re-quote parameter says what it holds, not what the page is. */
function searchOf(url: URL): string {
  if (!url.searchParams.has(ISLAND_PARAM)) return url.search;
  const params = new URLSearchParams(url.search);
  params.delete(ISLAND_PARAM);
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The page before anything is loaded: what the address and the visit already say. */
function pageDefaults(state: RequestState, source: ProductPageSource, url: URL): ProductPageData {
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
    search: searchOf(url),
    repriced: url.searchParams.has(REPRICED_PARAM),
    artworkCheck: url.searchParams.has(ARTWORK_CHECK_PARAM),
    backToCart: state.session.comingFromCart ? (state.shop.links.cart ?? null) : null,
    editReturn: null,
    rows: [],
    option: null,
    availablePriorities: [],
    deliveries: null,
    services: null,
    inventory: null,
    instruction: null,
    variant: null,
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
    design: null,
    designLinks: { browse: null, edit: null },
  };
}

/**
 * The product page flow of spec §4, on the server: configuration → mode → validation (with the
 * stored promo recheck and the instructions) → quote, dates, service prices and stock in parallel
 * → fallbacks and recap. Crawlers skip the quote, inventory and instruction calls (spec §6).
 * Each stage returns its part; the page is composed here, once, and only here is the session changed.
 */
export async function loadProductPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
  source: ProductPageSource,
): Promise<ProductPageData> {
  const state = getRequestState(context);
  const defaults = pageDefaults(state, source, url);
  const { requested: fromUrl, problems } = readSelection(url.searchParams);
  const side = startSideCalls(state, source);

  const loaded = await loadConfiguration(state, url, source);
  if (!loaded.ok) return { ...defaults, ...loaded.part, problems, errors: [loaded.error] };
  const { configuration, offer } = loaded;
  const moded = await pageMode(state, url, loaded, fromUrl);
  const validated = await validateWithSideCalls(state, configuration, moded.requested, side);
  // The stored code no longer holds: forgotten with the cookie this answer sets.
  if (validated.forgetPromocode) state.session.promocode = null;
  const initial = initialSelection(configuration, moded.requested, validated.resolved);
  const pricing = await fetchPricing(state, configuration, initial.selection, {
    offer,
    promocode: validated.promocode,
    page: source.pageId > 0 ? { pageId: source.pageId, path: source.path } : null,
    mode: moded.mode,
  });
  const priced = applyPricing(state, configuration, initial.selection, pricing, offer, validated.promocode);
  const errors = [...moded.errors, ...validated.part.errors, ...priced.part.errors];
  // A page missing a part because a service failed is not replayed from the page cache: the next
  // request asks again.
  if (errors.some((error) => error.unavailable)) state.uncacheable = true;
  const { promocodeWarning, errors: _validationErrors, ...validation } = validated.part;
  const { promocode, errors: _pricingErrors, notices, ...pricingPart } = priced.part;
  const shown = selectionPart(moded, priced.selection, url);
  return {
    ...defaults,
    ...loaded.page,
    configuration,
    mode: moded.mode,
    hideChrome: hidesChrome(moded.mode),
    editReturn: editReturnOf(state, moded.mode),
    ...validation,
    ...pricingPart,
    promocode: { code: promocode.code, warning: promocode.warning ?? promocodeWarning },
    notices: [...initial.notices, ...notices],
    problems,
    errors,
    ...shown,
    ...designPart(state, `${source.path}${shown.search}`, configuration, priced.selection, moded.design),
  };
}

export type PageMode = {
  mode: ProductMode;
  requested: RequestedSelection;
  errors: TopicError[];
  design: Design | null;
  editedFrom: EditedLine | null;
};

/** The page's mode and the selection it starts from: a loss leader's offer, or what the address names. */
export async function pageMode(
  state: RequestState,
  url: URL,
  loaded: Extract<ConfigurationStage, { ok: true }>,
  fromUrl: RequestedSelection,
): Promise<PageMode> {
  const { offer, configuration } = loaded;
  const resolved =
    offer && loaded.page
      ? {
          mode: loaded.page.mode,
          requested: url.searchParams.has(PARAM.quantity) ? null : offerSelection(offer),
          error: null,
        }
      : await resolveMode(state, url, configuration);
  const requested = resolved.requested ?? fromUrl;
  requested.vat = fromUrl.vat;
  return {
    mode: resolved.mode,
    requested,
    errors: resolved.error ? [resolved.error] : [],
    design: resolved.design ?? null,
    editedFrom: "original" in resolved ? (resolved.original ?? null) : null,
  };
}

/** Online design (issue 14): the attached design's preview and the design screen's links. */
function designPart(
  state: RequestState,
  from: string,
  configuration: ProductConfiguration,
  selection: Selection,
  design: Design | null,
): Pick<ProductPageData, "design" | "designLinks"> | null {
  if (selection.uploadType !== "dex") return null;
  const designLinks = designScreenLinks(
    state,
    configuration,
    selection.attributes,
    from,
    design?.owned ? design.id : null,
  );
  return { designLinks, design: design ? attachedDesignView(design, designLinks.edit) : null };
}

type Selection = ReturnType<typeof initialSelection>["selection"];

/** The selection as the page shows and links it, and whether an edited line changed. */
type EditedLine = Parameters<typeof hasLineItemChanged>[0];

export function selectionPart(
  moded: PageMode,
  selection: Selection,
  url: URL,
): Pick<ProductPageData, "selection" | "search" | "edited"> {
  const { mode } = moded;
  const search = selectionSearch(selection);
  if (mode.kind !== "new") search.set(mode.param, modeParamValue(mode));
  if (mode.kind === "designId" && url.searchParams.get(FROM_MY_DESIGNS_PARAM) === "1")
    search.set(FROM_MY_DESIGNS_PARAM, "1");
  // The search that led here travels with the configuration into the line item (spec §3).
  const searchId = url.searchParams.get(SEARCH_ID_PARAM);
  if (searchId && SEARCH_ID_PATTERN.test(searchId)) search.set(SEARCH_ID_PARAM, searchId);
  const original = moded.editedFrom ?? (mode.kind === "editCartItem" ? mode.original : null);
  const edited = original
    ? hasLineItemChanged(original, {
        attributes: selection.attributes,
        quantity: selection.quantity,
        uploadType: selection.uploadType,
        deliveryOption: selection.priority,
        fileCheck: selection.fileCheck,
      })
    : null;
  return { selection, search: `?${search.toString()}`, edited };
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
/**
 * The product page's HTTP status. Options in the address that can't be used (`?quantity=abc`, an
 * unknown paper) still show the product, with its defaults and a notice saying why: that's the
 * product page, so 200, and its canonical link names the clean address for crawlers (issue 38 §6;
 * it was an indexable 400). A mode that names something that isn't there (a cart line, an order
 * item, a shared configuration) stays a 400, and the route keeps every 4xx out of the index.
 */
export function productPageStatus(data: ProductPageData): number {
  if (data.status !== null) return data.status;
  if (data.maintenance) return 503;
  const missingTarget = data.errors.some(
    (error) => error.topic === "init-product" && data.mode.kind !== "new",
  );
  return missingTarget ? 400 : 200;
}
