import type { RouterContextProvider } from "react-router";
import type { LineItemPayloadInput } from "#contract/cart/cart.requests";
import type { Design } from "#contract/design/design.schemas";
import { designFormatOfSelection } from "#contract/design/formats";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import type { OrderEditBody } from "#contract/orders/order.requests";
import {
  firstIncompleteArtwork,
  isMultiArtworkSelected,
  SETS_FEATURE,
} from "#contract/product/multi-artwork";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import {
  FROM_MY_DESIGNS_PARAM,
  type ProductSelection,
  readSelection,
  SEARCH_ID_PARAM,
  SEARCH_ID_PATTERN,
} from "#contract/product/selection-params";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { refused as refusedForm } from "~/server/form-errors";
import { expectRefusals } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { initialSelection } from "./configurator-model";
import { buildLineItemPayload } from "./line-item-payload";
import type { ProductActionData } from "./product-actions.types";
import {
  byTopic,
  fetchInstruction,
  openCartWithLine,
  putLineItem,
  recheckPromocode,
  validateSelection,
  visitorCart,
  visitorCartBody,
} from "./product-api.server";
import {
  ADDED_PARAM,
  ARTWORK_ANCHOR,
  ARTWORK_CHECK_PARAM,
  PRICE_ANCHOR,
  REPRICED_PARAM,
} from "./product-form-fields";
import { type PageMode, pageMode, selectionPart } from "./product-page.server";
import type { ProductPageSource } from "./product-page.types";
import { askedAttributes, loadConfiguration } from "./product-page-stages.server";

/**
 * Add to cart, lean (issue 39 §1, ADR 092): the posted selection is checked against the product's
 * configuration and its rules (one validate call), and the cart API prices the line, once, refusing a
 * total other than the one the shopper was shown. No quote grid, dates, service prices or stock here:
 * the product page's load asked for those to show them, and the API has its own.
 */

const seeOther = (location: string) => redirect(location, 303);
/** A line not added: the whole form's refusal, with what the API said when it said something. */
const refused = (key: string, status: number, detail: string | null = null) =>
  refusedForm<ProductActionData>({ errors: { form: key }, detail }, status);

/** A posted shown total in minor units; absent or malformed: not stated (the grid's cells state none). */
function shownTotalOf(shown: FormDataEntryValue | null | undefined): number | null {
  if (typeof shown !== "string" || !/^\d{1,9}$/.test(shown)) return null;
  return Number(shown);
}

/** The selection to add, checked; or the answer that refuses it. */
type CheckedLine =
  | {
      ok: true;
      configuration: ProductConfiguration;
      selection: ProductSelection;
      moded: PageMode;
      instructionFileUrl: string | null;
      promocode: string | null;
    }
  | { ok: false; answer: Response | ReturnType<typeof refused> };

async function checkedLine(
  state: RequestState,
  target: URL,
  source: ProductPageSource,
): Promise<CheckedLine> {
  const { requested: fromUrl, problems } = readSelection(target.searchParams);
  const instruction = byTopic("init-product", () => fetchInstruction(state.api, source.pageId));
  void instruction.catch(() => {});
  const loaded = await loadConfiguration(state, target, source);
  if (!loaded.ok)
    return { ok: false, answer: refused("product:cart.notPriced", loaded.part.maintenance ? 503 : 400) };
  const { configuration } = loaded;
  // A loss leader's own code is looked up beside the mode and the validation, not after them.
  const promocode = promocodeFor(state, loaded.offer?.promocodeId ?? null);
  void promocode.catch(() => {});
  const moded = await pageMode(state, target, loaded, fromUrl);
  // An edit whose line or order can't be opened saves nothing (neither there nor as a new line).
  if (moded.errors.length > 0) return { ok: false, answer: refused("product:cart.notPriced", 400) };
  const validation = await byTopic("validate-product", () =>
    validateSelection(state.api, configuration, askedAttributes(configuration, moded.requested)),
  );
  if (!validation.ok)
    return { ok: false, answer: refused("product:cart.notPriced", validation.error.unavailable ? 503 : 400) };
  if (problems.length > 0 || validation.value.errors.length > 0)
    return { ok: false, answer: refused("product:cart.invalidSelection", 400) };
  const { selection } = initialSelection(configuration, moded.requested, validation.value.resolvedAttributes);
  const [answered, code] = await Promise.all([instruction, promocode]);
  return {
    ok: true,
    configuration,
    selection,
    moded,
    instructionFileUrl: answered.ok ? answered.value.instructionFileUrl : null,
    promocode: code,
  };
}

/** The code the line is priced with: a loss leader's own, else the visitor's; the API judges it. */
async function promocodeFor(state: RequestState, offerCodeId: string | null): Promise<string | null> {
  if (!offerCodeId) return state.session.promocode?.code ?? null;
  const found = await byTopic("promocodeToggle", () =>
    recheckPromocode(state.api, { id: offerCodeId, currency: state.session.activeCurrency }),
  );
  return found.ok && found.value.isValid ? (found.value.promocode?.code ?? null) : null;
}

/** Online design needs its design, at the format being ordered (issue 14). */
function designProblem(selection: ProductSelection, design: Design | null): string | null {
  if (selection.uploadType !== "dex") return null;
  if (!design) return "product:cart.designMissing";
  const format = designFormatOfSelection(selection.attributes);
  if (format && format.key !== design.formatKey) return "product:cart.designFormat";
  return null;
}

/** Spec §4/§5: every design of a multi-artwork selection named and counted; the first one that isn't. */
function missingArtwork(selection: ProductSelection) {
  const sets = Number(selection.attributes[SETS_FEATURE] ?? "1");
  return isMultiArtworkSelected(sets) ? firstIncompleteArtwork(selection.artwork, sets) : null;
}

/** The search that led to the product, when the page came from a search result (spec §3). */
function searchIdOf(target: URL): string | undefined {
  const id = target.searchParams.get(SEARCH_ID_PARAM);
  return id && SEARCH_ID_PATTERN.test(id) ? id : undefined;
}

/**
 * Adds the selection of `target` to the cart. `exactly` (the price grid's cell) asks for that quantity
 * and delivery or nothing. `shownPrice` (the product page's) is the total the shopper saw: at another
 * price the line isn't added, and the page shows the new price first.
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
  const line = await checkedLine(state, target, source);
  if (!line.ok) return line.answer;
  const { selection, moded } = line;
  if (exactly && (selection.quantity !== exactly.quantity || selection.priority !== exactly.priority))
    return refused("ppag:cellUnavailable", 409);
  const pageSearch = selectionPart(moded, selection, target).search;
  const backToPage = (param: string, anchor: string) => {
    const search = new URLSearchParams(pageSearch);
    search.set(param, "1");
    return seeOther(`${target.pathname}?${search.toString()}#${anchor}`);
  };
  const designRefusal = designProblem(selection, moded.design);
  if (designRefusal) return refused(designRefusal, 400);
  // The page, not a bare error, so a shopper without JS keeps every row typed so far.
  if (missingArtwork(selection) !== null) return backToPage(ARTWORK_CHECK_PARAM, ARTWORK_ANCHOR);
  const { mode } = moded;
  const editing = mode.kind === "editCartItem" && mode.original ? mode.lineItemId : undefined;
  const editingOrder = mode.kind === "editOrderItem" ? mode : null;
  const { domain } = state.shop;
  const payload = buildLineItemPayload({
    configuration: line.configuration,
    selection,
    currency: state.session.activeCurrency,
    shownTotalExclTax: shownTotalOf(checks.shownPrice),
    instructionFileUrl: line.instructionFileUrl,
    promocode: line.promocode,
    page: { pageId: source.pageId, title: source.title, path: source.path },
    shipTo: { country: domain.default_iso2, postalCode: domain.default_zipcode },
    lineItemId: editing ?? editingOrder?.lineItemId,
    designId: selection.uploadType === "dex" ? moded.design?.id : undefined,
    designName: selection.uploadType === "dex" ? moded.design?.name : undefined,
    fromMyDesignArea: target.searchParams.get(FROM_MY_DESIGNS_PARAM) === "1",
    searchId: searchIdOf(target),
    preConfiguredUrl: mode.kind === "preconfigured" ? `${source.path}${target.search}` : undefined,
  });
  const repriced = () => backToPage(REPRICED_PARAM, PRICE_ANCHOR);
  if (editingOrder) return saveOrderEdit(state, editingOrder, payload, target, repriced);
  const result = await expectRefusals([400, 404, 409], () => saveLine(state, editing !== undefined, payload));
  if (result instanceof ApiError) {
    // Never add at a price the shopper hasn't seen (options changed without "update price", a quote
    // still on its way, a code that ended): the new price first, on the posted configuration.
    if (result.code === "PRICE_CHANGED") return repriced();
    if (exactly && result.status === 400) return refused("ppag:cellUnavailable", 409);
    if (result.code === "CART_ITEM_LIMIT") return refused("product:cart.limit", 409);
    if (result.code === "OUT_OF_STOCK") return refused("product:cart.outOfStock", 409);
    if (result.code === "VALIDATION_ERROR") return refused("product:cart.invalidSelection", 400);
    return refused("product:cart.refused", result.status, result.message);
  }
  // The visitor lands on the cart with a confirmation (spec: add to cart, then the cart).
  const cartPath = state.shop.links.cart;
  if (cartPath && editing) return seeOther(`${cartPath}?done=updated`);
  if (cartPath) return seeOther(`${cartPath}?${new URLSearchParams({ added: result.lineItemId })}`);
  const confirmation = new URLSearchParams(pageSearch);
  confirmation.set(ADDED_PARAM, result.lineItemId);
  return seeOther(`${target.pathname}?${confirmation.toString()}`);
}

/**
 * Puts the line into the visitor's cart without asking for a cart this request already knows (ADR 105,
 * 110): an edited line goes back into the cart the edit mode just found it in (the session took its id
 * from that answer). A visitor's line goes into their open cart, found or created, in one call (POST
 * cart/item), which looks nothing up for an id this request made. A customer's cart is asked for (POST
 * cart: their own, with the visit's handed over), then the line put.
 */
async function saveLine(state: RequestState, editingCartLine: boolean, payload: LineItemPayloadInput) {
  const known = state.session.cartId;
  if (editingCartLine && known) return putLineItem(state.api, known, payload);
  if (state.auth === null && !editingCartLine) {
    const cart = visitorCartBody(state, state.anonymousIdIsNew === true);
    return openCartWithLine(state.api, { cart, lineItem: payload });
  }
  return putLineItem(state.api, (await visitorCart(state)).id, payload);
}

/** Edit-order mode: the edited line becomes a draft of the order; the order page shows what it costs. */
async function saveOrderEdit(
  state: RequestState,
  mode: { orderId: string; lineItemId: string },
  payload: LineItemPayloadInput,
  target: URL,
  repriced: () => Response,
) {
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
    if (draft.code === "PRICE_CHANGED") return repriced();
    return refused("product:edit.orderRefused", draft.status, draft.message);
  }
  const detail = state.shop.links.orderDetail ?? "/";
  return seeOther(`${detail}?${new URLSearchParams({ id: mode.orderId, draft: draft.orderEditId })}`);
}
