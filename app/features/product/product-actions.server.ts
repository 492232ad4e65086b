import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { LineItemPayloadInput } from "#contract/cart/cart.requests";
import { designFormatOfSelection } from "#contract/design/formats";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { OrderEditBody } from "#contract/orders/order.requests";
import {
  firstIncompleteArtwork,
  isMultiArtworkSelected,
  SETS_FEATURE,
} from "#contract/product/multi-artwork";
import { boundedSelectionParams } from "#contract/product/selection-bounds";
import {
  FROM_MY_DESIGNS_PARAM,
  PARAM,
  SEARCH_ID_PARAM,
  SEARCH_ID_PATTERN,
} from "#contract/product/selection-params";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { readForm, refusals } from "~/server/form.server";
import { expectRefusals, guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { buildLineItemPayload } from "./line-item-payload";
import type { ProductActionData } from "./product-actions.types";
import { checkPromocodeText, putLineItem, visitorCart } from "./product-api.server";
import {
  ADDED_PARAM,
  ARTWORK_ANCHOR,
  ARTWORK_CHECK_PARAM,
  NON_SELECTION_FIELDS,
  PRICE_ANCHOR,
  REPRICED_PARAM,
  SHOWN_PRICE_FIELD,
} from "./product-form-fields";
import { loadProductPage } from "./product-page.server";
import type { ProductPageSource } from "./product-page.types";
import { configurationKey, saveDesign } from "./save-design.server";

/** One action for the product page resource: a zod-validated intent, 303 or field errors. */

const intentSchema = z.enum([
  "addToCart",
  "applyPromocode",
  "removePromocode",
  "shareConfiguration",
  "saveDesign",
]);
const promocodeSchema = z.string().trim().max(64, "promocode.tooLong");

/**
 * The selection an action works on: the posted configurator fields, or (for the small promo and
 * share forms, which post only their own field) the selection carried in the action URL. The mode
 * parameter always comes from the URL.
 */
function selectionUrl(url: URL, form: FormData, modeParams: readonly string[]): URL {
  const posted = new URLSearchParams();
  for (const [name, value] of form) {
    if (typeof value === "string" && !NON_SELECTION_FIELDS.has(name)) posted.append(name, value);
  }
  const unbounded = posted.has(PARAM.quantity) ? posted : new URLSearchParams(url.searchParams);
  for (const name of [...NON_SELECTION_FIELDS, ADDED_PARAM, REPRICED_PARAM, ARTWORK_CHECK_PARAM])
    unbounded.delete(name);
  for (const name of modeParams) {
    const value = url.searchParams.get(name);
    if (value !== null) unbounded.set(name, value);
    else if (!posted.has(name)) unbounded.delete(name);
  }
  // Every action answers with this address: only the selection's own fields, each bounded (issue 35).
  const params = boundedSelectionParams(unbounded, modeParams);
  if (!params) throw refusals.malformed();
  return new URL(`${url.pathname}?${params.toString()}`, url.origin);
}

const seeOther = (location: string) => redirect(location, 303);

/** Online design needs its design, at the format being ordered (issue 14). */
function designProblem(page: Awaited<ReturnType<typeof loadProductPage>>): string | null {
  if (page.selection?.uploadType !== "dex") return null;
  if (!page.design) return "product:cart.designMissing";
  const format = designFormatOfSelection(page.selection.attributes);
  if (format && format.key !== page.design.formatKey) return "product:cart.designFormat";
  return null;
}

/** The search that led to the product, when the page came from a search result (spec §3). */
function searchIdOf(target: URL): string | undefined {
  const id = target.searchParams.get(SEARCH_ID_PARAM);
  return id && SEARCH_ID_PATTERN.test(id) ? id : undefined;
}

/** Spec §4/§5: every design of a multi-artwork selection named and counted; the first one that isn't. */
function missingArtwork(selection: NonNullable<Awaited<ReturnType<typeof loadProductPage>>["selection"]>) {
  const sets = Number(selection.attributes[SETS_FEATURE] ?? "1");
  return isMultiArtworkSelected(sets) ? firstIncompleteArtwork(selection.artwork, sets) : null;
}

export async function productAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  url: URL,
  source: ProductPageSource,
) {
  const state = getRequestState(context);
  const form = await readForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) {
    return data<ProductActionData>(
      { intent: "invalid", formError: "product:form.invalidIntent" },
      { status: 400 },
    );
  }
  const modeParams = Object.values(state.shop.configs.productQueryParams);
  const target = selectionUrl(url, form, modeParams);
  const back = `${target.pathname}${target.search}`;
  const currency = state.session.activeCurrency;

  switch (intent.data) {
    case "removePromocode":
      state.session.promocode = null;
      return seeOther(back);
    case "applyPromocode": {
      const code = promocodeSchema.safeParse(form.get("promocode") ?? "");
      if (!code.success)
        return data<ProductActionData>(
          { intent: "applyPromocode", promocodeError: "product:promocode.tooLong", reason: null },
          { status: 400 },
        );
      if (code.data === "") {
        state.session.promocode = null;
        return seeOther(back);
      }
      const check = await guardUpstream(() =>
        checkPromocodeText(state.api, { code: code.data, productKey: source.productKey, currency }),
      );
      if (check.isValid && check.promocode) {
        state.session.promocode = { code: check.promocode.code, id: check.promocode.id };
        return seeOther(back);
      }
      // An invalid code is cleared (spec §4), so the page no longer quotes with the previous one.
      state.session.promocode = null;
      return data<ProductActionData>(
        { intent: "applyPromocode", promocodeError: "product:promocode.invalid", reason: check.reason },
        { status: 400 },
      );
    }
    case "shareConfiguration": {
      const page = await loadProductPage(context, target, source);
      if (!page.selection)
        return data<ProductActionData>(
          { intent: "invalid", formError: "product:form.unavailable" },
          { status: 503 },
        );
      if (page.lossLeader) {
        // An offer link already carries everything: its key and the selection.
        return {
          intent: "shareConfiguration",
          shareUrl: `${state.origin}${source.path}${page.search}`,
        } satisfies ProductActionData;
      }
      const key = await configurationKey(state, { ...page, selection: page.selection });
      const param = state.shop.configs.productQueryParams.preconfiguredKey;
      return {
        intent: "shareConfiguration",
        shareUrl: `${state.origin}${source.path}?${param}=${key}`,
      } satisfies ProductActionData;
    }
    case "addToCart":
      return addToCart(context, target, source, { shownPrice: form.get(SHOWN_PRICE_FIELD) });
    case "saveDesign":
      return saveDesign(context, target, source);
  }
}

/** A posted shown price that isn't the server's price for the posted selection (absent: not checked). */
function priceChangedSinceShown(shown: FormDataEntryValue | null, totalExclTax: number): boolean {
  if (typeof shown !== "string" || shown === "") return false;
  return Number(shown) !== totalExclTax;
}

/**
 * Adds the selection of `target` to the cart, re-priced here. `exactly` (the price grid's cell) asks
 * for that quantity and delivery or nothing: a quote that settles on another one is refused.
 * `shownPrice` (the product page's) is the total the shopper saw: another price is shown first.
 */
export async function addToCart(
  context: Readonly<RouterContextProvider>,
  target: URL,
  source: ProductPageSource,
  checks: {
    exactly?: { quantity: number; priority: string };
    shownPrice?: FormDataEntryValue | null;
  } = {},
) {
  const { exactly } = checks;
  const state = getRequestState(context);
  const page = await loadProductPage(context, target, source);
  const refused = (cartError: string, status: number, detail: string | null = null) =>
    data<ProductActionData>({ intent: "addToCart", cartError, detail }, { status });
  const settled = page.selection;
  if (exactly && settled && (settled.quantity !== exactly.quantity || settled.priority !== exactly.priority))
    return refused("ppag:cellUnavailable", 409);
  if (!page.configuration || !page.selection || !page.option || !page.recap)
    return refused("product:cart.notPriced", page.maintenance ? 503 : 400);
  // Never add at a price the shopper hasn't seen (options changed without "update price", or a
  // quote still on its way): show the new price first, on the posted configuration.
  if (priceChangedSinceShown(checks.shownPrice ?? null, page.recap.totalExclTax)) {
    const repriced = new URLSearchParams(page.search);
    repriced.set(REPRICED_PARAM, "1");
    return seeOther(`${target.pathname}?${repriced.toString()}#${PRICE_ANCHOR}`);
  }
  if (page.problems.length > 0 || page.attributeIssues.length > 0)
    return refused("product:cart.invalidSelection", 400);
  if (page.inventory && !page.inventory.hasInventory) return refused("product:cart.outOfStock", 409);
  const designRefusal = designProblem(page);
  if (designRefusal) return refused(designRefusal, 400);
  // The page, not a bare error, so a shopper without JS keeps every row typed so far.
  if (missingArtwork(page.selection) !== null) {
    const check = new URLSearchParams(page.search);
    check.set(ARTWORK_CHECK_PARAM, "1");
    return seeOther(`${target.pathname}?${check.toString()}#${ARTWORK_ANCHOR}`);
  }
  const editing = page.mode.kind === "editCartItem" && page.mode.original ? page.mode.lineItemId : undefined;
  const editingOrder = page.mode.kind === "editOrderItem" ? page.mode : null;
  const { domain } = state.shop;
  const payload = buildLineItemPayload({
    configuration: page.configuration,
    selection: page.selection,
    option: page.option,
    recap: page.recap,
    deliveries: page.deliveries,
    variant: page.variant,
    instructionFileUrl: page.instruction?.fileUrl ?? null,
    promocode: page.promocode.code && !page.promocode.warning ? page.promocode.code : null,
    page: { pageId: source.pageId, title: source.title, path: source.path },
    shipTo: { country: domain.default_iso2, postalCode: domain.default_zipcode },
    lineItemId: editing ?? editingOrder?.lineItemId,
    designId: page.selection.uploadType === "dex" ? page.design?.id : undefined,
    designName: page.selection.uploadType === "dex" ? page.design?.name : undefined,
    fromMyDesignArea: target.searchParams.get(FROM_MY_DESIGNS_PARAM) === "1",
    searchId: searchIdOf(target),
    preConfiguredUrl: page.mode.kind === "preconfigured" ? `${source.path}${target.search}` : undefined,
  });
  if (editingOrder) return saveOrderEdit(context, editingOrder, payload, target);
  const result = await guardUpstream(async () => {
    try {
      const cart = await visitorCart(state);
      return await putLineItem(state.api, cart.id, payload);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400 || error.status === 404))
        return error;
      throw error;
    }
  });
  if (result instanceof ApiError) {
    if (result.code === "CART_ITEM_LIMIT") return refused("product:cart.limit", 409);
    if (result.code === "OUT_OF_STOCK") return refused("product:cart.outOfStock", 409);
    return refused("product:cart.refused", result.status, result.message);
  }
  // The visitor lands on the cart with a confirmation (spec: add to cart, then the cart).
  const cartPath = state.shop.links.cart;
  if (cartPath && editing) return seeOther(`${cartPath}?done=updated`);
  if (cartPath) return seeOther(`${cartPath}?${new URLSearchParams({ added: result.lineItemId })}`);
  const confirmation = new URLSearchParams(page.search);
  confirmation.set(ADDED_PARAM, result.lineItemId);
  return seeOther(`${target.pathname}?${confirmation.toString()}`);
}

/** Edit-order mode: the edited line becomes a draft of the order; the order page shows what it costs. */
async function saveOrderEdit(
  context: Readonly<RouterContextProvider>,
  mode: { orderId: string; lineItemId: string },
  payload: LineItemPayloadInput,
  target: URL,
) {
  const state = getRequestState(context);
  const draft = await expectRefusals([400, 404, 409], () =>
    state.api.call(orderEndpoints.editItem, {
      body: {
        orderId: mode.orderId,
        lineItem: { ...payload, lineItemId: mode.lineItemId },
        refererUrl: `${target.pathname}${target.search}`,
      } satisfies OrderEditBody,
    }),
  );
  if (draft instanceof ApiError) {
    return data<ProductActionData>(
      { intent: "addToCart", cartError: "product:edit.orderRefused", detail: draft.message },
      { status: draft.status },
    );
  }
  const detail = state.shop.links.orderDetail ?? "/";
  return seeOther(`${detail}?${new URLSearchParams({ id: mode.orderId, draft: draft.orderEditId })}`);
}
