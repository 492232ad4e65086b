import type { CartLineItem } from "#contract/cart/cart.schemas";
import type { Design } from "#contract/design/design.schemas";
import { orderEndpoints } from "#contract/orders/order.endpoints";
import {
  type CustomConfig,
  customConfigSchema,
  type ProductConfiguration,
} from "#contract/product/product.schemas";
import { emptySelection, PARAM, type RequestedSelection } from "#contract/product/selection-params";
import { lineDesign, requireModeDesign, selectionForDesign } from "~/features/design/product-design.server";
import type { RequestState } from "~/server/context.server";
import { errorResponse } from "~/server/http-errors.server";
import { byTopic, fetchCustomConfig, type TopicError, visitorCart } from "./product-api.server";
import { detectMode, type ProductMode } from "./product-modes";
import type { EditableSelection } from "./rules/edit-detection";
import { decodeBase64UrlJson } from "./rules/preconfigured";

export interface ModeResolution {
  mode: ProductMode;
  /** The designer mode's design, or the design of the cart line being edited. */
  design?: Design | null;
  /** Edit modes: the line as it is, for edit detection. */
  original?: EditableSelection;
  /** The selection the mode starts from; null when the URL's own selection applies. */
  requested: RequestedSelection | null;
  error: TopicError | null;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
export const CUSTOM_PRODUCT_NOT_FOUND = "No custom product selection found";
export const CART_ITEM_NOT_FOUND = "Cart item not found";
export const ORDER_ITEM_INVALID = "Order item not found";

function fromCustomConfig(config: CustomConfig): RequestedSelection {
  const requested = emptySelection();
  for (const [name, value] of Object.entries(config.selectedAttributes))
    requested.attributes[name] = String(value);
  requested.quantity = config.quantity ?? null;
  requested.priority = config.priority ?? null;
  requested.uploadType = config.uploadType ?? null;
  requested.fileCheck = config.fileCheck ?? null;
  requested.jobName = config.jobName ?? null;
  return requested;
}

const failed = (mode: ProductMode, message: string): ModeResolution => ({
  mode,
  requested: null,
  error: { topic: "init-product", message },
});

/**
 * Loads what a mode starts from. Once the visitor changes the selection (the form always sends a
 * quantity), the URL's selection wins and the mode only keeps its identity (edit target, design).
 */
export async function resolveMode(
  state: RequestState,
  url: URL,
  configuration: ProductConfiguration,
): Promise<ModeResolution> {
  const { productKey } = configuration;
  const mode = detectMode(url, state.shop.configs.productQueryParams);
  const ownSelection = url.searchParams.has(PARAM.quantity);
  switch (mode.kind) {
    case "new":
    case "lossLeader":
      return { mode, requested: null, error: null };
    case "designId": {
      if (!ID_PATTERN.test(mode.designId)) throw errorResponse(404, "errors:request.notFound");
      const design = await requireModeDesign(state, mode.designId, productKey);
      return {
        mode,
        design,
        requested: ownSelection ? null : selectionForDesign(configuration, design),
        error: null,
      };
    }
    case "preconfigured": {
      const decoded = decodeBase64UrlJson(mode.value);
      if (!decoded.ok) return failed(mode, decoded.error);
      const config = customConfigSchema.safeParse(decoded.value);
      if (!config.success) return failed(mode, CUSTOM_PRODUCT_NOT_FOUND);
      return { mode, requested: ownSelection ? null : fromCustomConfig(config.data), error: null };
    }
    case "preconfiguredKey": {
      if (!/^[0-9A-Za-z]{10}$/.test(mode.key)) return failed(mode, CUSTOM_PRODUCT_NOT_FOUND);
      const found = await byTopic("init-product", () => fetchCustomConfig(state.api, mode.key));
      if (!found.ok || found.value.productKey !== productKey) return failed(mode, CUSTOM_PRODUCT_NOT_FOUND);
      return { mode, requested: ownSelection ? null : fromCustomConfig(found.value.config), error: null };
    }
    case "editCartItem":
      return resolveCartItem(state, mode, configuration, ownSelection);
    case "editOrderItem":
      return resolveOrderItem(state, mode, configuration, ownSelection);
  }
}

/** Edit an order item (spec §2): the line of the customer's own order, while it can still change. */
async function resolveOrderItem(
  state: RequestState,
  mode: Extract<ProductMode, { kind: "editOrderItem" }>,
  configuration: ProductConfiguration,
  ownSelection: boolean,
): Promise<ModeResolution> {
  if (!state.auth || !ID_PATTERN.test(mode.orderId) || !ID_PATTERN.test(mode.lineItemId)) {
    return failed(mode, ORDER_ITEM_INVALID);
  }
  const order = await byTopic("init-product", () =>
    state.api.call(orderEndpoints.orderLines, { params: { id: mode.orderId } }),
  );
  const item =
    order.ok && order.value.cancellable
      ? order.value.lineItems.find((line) => line.id === mode.lineItemId)
      : undefined;
  if (!item || item.productKey !== configuration.productKey) return failed(mode, ORDER_ITEM_INVALID);
  const requested = lineItemSelection(item, configuration);
  return {
    mode,
    design: await designOfLine(state, item),
    requested: ownSelection ? null : requested.requested,
    error: null,
    original: requested.original,
  };
}

/** The online design a line was made with, when it can still be opened. */
async function designOfLine(state: RequestState, item: CartLineItem) {
  const designId = item.merchantInfo.dexDesignId;
  return typeof designId === "string" && ID_PATTERN.test(designId) ? lineDesign(state, designId) : null;
}

function lineItemSelection(item: CartLineItem, configuration: ProductConfiguration) {
  const uploadType = (item.merchantInfo.selectedUploadType as RequestedSelection["uploadType"]) ?? "upload";
  const fileCheck = item.services.some((service) => service.key === configuration.serviceKeys.fileCheck);
  const original: EditableSelection = {
    attributes: item.selectedAttributes,
    quantity: item.quantity,
    uploadType: uploadType ?? "upload",
    deliveryOption: item.selectedPriority,
    fileCheck,
  };
  const requested: RequestedSelection = {
    ...emptySelection(),
    attributes: { ...item.selectedAttributes },
    quantity: item.quantity,
    priority: item.selectedPriority,
    uploadType,
    fileCheck,
    jobName: item.jobName,
    artwork: item.multiArtworkDetails.map((row) => ({
      name: row.name ?? null,
      quantity: row.quantity ?? null,
      rolls: row.rolls ?? null,
    })),
  };
  return { original, requested };
}

async function resolveCartItem(
  state: RequestState,
  mode: Extract<ProductMode, { kind: "editCartItem" }>,
  configuration: ProductConfiguration,
  ownSelection: boolean,
): Promise<ModeResolution> {
  if (!ID_PATTERN.test(mode.lineItemId)) return failed(mode, CART_ITEM_NOT_FOUND);
  const cart = await byTopic("init-product", () => visitorCart(state));
  const item = cart.ok ? cart.value.lineItems[mode.lineItemId] : undefined;
  if (!item || item.productKey !== configuration.productKey) return failed(mode, CART_ITEM_NOT_FOUND);
  const { original, requested } = lineItemSelection(item, configuration);
  const designId =
    typeof item.merchantInfo.dexDesignId === "string" ? item.merchantInfo.dexDesignId : undefined;
  const design = designId ? await lineDesign(state, designId) : null;
  return {
    mode: { ...mode, original, ...(designId ? { designId } : {}) },
    design,
    requested: ownSelection ? null : requested,
    error: null,
  };
}
