import { cartEndpoints } from "#contract/cart/cart.endpoints";
import type { Cart } from "#contract/cart/cart.schemas";
import { deliveryEndpoints } from "#contract/delivery/delivery.endpoints";
import { productEndpoints } from "#contract/product/product.endpoints";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import type { ApiClient } from "~/server/api/api-client.server";
import { ApiError, isUpstreamError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { logger } from "~/server/logger.server";

/** Typed wrappers of the product calls of spec §7; the orchestration lives in product-page.server.ts. */

import type { CreateCartBody, LineItemPayloadInput, NewCartLineBody } from "#contract/cart/cart.requests";
import type { InventoryBody, ShippingCalculateBody } from "#contract/delivery/delivery.requests";
import type {
  CustomConfig,
  GenerateCustomConfigBody,
  InstructionBody,
  PromocodeCheckBody,
  PromocodeCheckIdBody,
  QuoteBody,
  ServicePriceBody,
  ValidateBody,
} from "#contract/product/product.requests";
import { type ProductErrorTopic, TOPIC_UNAVAILABLE, type TopicError } from "./product-errors";

export type { TopicError };

/**
 * Every upstream failure of one call becomes that topic's error (spec §4: the topic's lists are
 * cleared, the page still renders): a refusal (4xx) with the upstream's message, a failure (5xx,
 * timeout, unreachable, an answer outside the contract) with the topic's "unavailable" message,
 * logged once. Bugs in our own code still propagate.
 */
export async function byTopic<T>(
  topic: ProductErrorTopic,
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: TopicError }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { ok: false, error: { topic, message: error.message } };
    }
    if (isUpstreamError(error)) {
      logger.error({ topic, path: error.path, detail: error.message }, "product topic unavailable");
      return { ok: false, error: { topic, message: TOPIC_UNAVAILABLE[topic], unavailable: true } };
    }
    throw error;
  }
}

export const fetchConfiguration = (api: ApiClient, productKey: string): Promise<ProductConfiguration> =>
  api.call(productEndpoints.configuration, {
    query: { id: productKey },
  });

export const validateSelection = (
  api: ApiClient,
  configuration: ProductConfiguration,
  attributes: Record<string, string>,
) => {
  const { payload, version } = configuration.configurationGraph;
  return api.call(productEndpoints.validate, {
    body: {
      mcpSku: payload.mcpSku,
      entryId: payload.entryId,
      productSku: payload.productSku,
      variant: payload.variant,
      version,
      configuration: attributes,
    } satisfies ValidateBody,
  });
};

export interface QuoteRequest {
  configuration: ProductConfiguration;
  attributes: Record<string, string>;
  quantities: number[];
  currency: string;
  country: string;
  zipCode: string;
  promocodeId: string | null;
  cartId: string | null;
  /** Set when the quote prices an edit of a cart or order line. */
  lineItemId: string | null;
  page: { pageId: number; path: string } | null;
}

/** The quote body of spec §7, every field it lists. */
export function quoteBody(request: QuoteRequest): QuoteBody {
  const { configuration } = request;
  return {
    cartId: request.cartId,
    ...(request.lineItemId ? { lineItemId: request.lineItemId } : {}),
    skus: [configuration.mcpSku],
    currency: request.currency,
    country: request.country,
    zipCode: request.zipCode,
    quantityList: request.quantities,
    prioritySets: configuration.productCustomization.selectedPriorityModel.list.map((p) => p.key),
    validProductionTimes: configuration.validProductionTimes.map((time) => ({
      deliveryKey: time.deliveryKey,
      productionTime: time.productionTime,
    })),
    fulfillerAttributes: request.attributes,
    merchantAttributes: request.attributes,
    promocode: request.promocodeId ? { id: request.promocodeId } : null,
    page: request.page ? { ...request.page, productConfigurationId: configuration.configurationId } : null,
    groups: configuration.productGroups,
    families: configuration.productFamilies,
    addresses: [{ type: "shipping", country: request.country, zipCode: request.zipCode }],
  };
}

export const fetchQuote = (api: ApiClient, request: QuoteRequest) =>
  api.call(productEndpoints.quote, { body: quoteBody(request) });

export const fetchShipping = (
  api: ApiClient,
  request: {
    configuration: ProductConfiguration;
    attributes: Record<string, string>;
    quantity: number;
    countryCode: string;
    zipCode: string;
  },
) =>
  api.call(deliveryEndpoints.calculateShipping, {
    body: {
      skus: [request.configuration.mcpSku],
      variableAttributes: request.attributes,
      deliveries: request.configuration.validProductionTimes.map((time) => ({
        deliveryKey: time.deliveryKey,
        productionTime: time.productionTime,
      })),
      quantity: Math.round(request.quantity),
      countryCode: request.countryCode,
      zipCode: request.zipCode,
    } satisfies ShippingCalculateBody,
  });

/** Service prices for each quantity quoted (spec §7: they may depend on quantity and attributes). */
export const fetchServicePrices = (
  api: ApiClient,
  request: {
    mcpSku: string;
    serviceKeys: string[];
    quantities: number[];
    attributes: Record<string, string>;
  },
) =>
  api.call(productEndpoints.servicePrice, {
    body: {
      serviceKeys: request.serviceKeys,
      skus: [request.mcpSku],
      quantityList: request.quantities,
      variableAttributes: request.attributes,
    } satisfies ServicePriceBody,
  });

export const fetchInventory = (
  api: ApiClient,
  request: { mcpSku: string; attributes: Record<string, string>; quantity: number; productionTime: number },
) =>
  api.call(deliveryEndpoints.inventory, {
    body: {
      mcpSku: request.mcpSku,
      mcpAttributes: request.attributes,
      quantity: Math.round(request.quantity),
      productionTime: request.productionTime,
    } satisfies InventoryBody,
  });

export const fetchInstruction = (api: ApiClient, pageId: number) =>
  api.call(productEndpoints.instruction, {
    body: { pages_id: pageId } satisfies InstructionBody,
  });

export const checkPromocodeText = (
  api: ApiClient,
  request: { code: string; productKey: string; currency: string },
) =>
  api.call(productEndpoints.checkPromocode, {
    body: {
      promocode: request.code,
      productKey: request.productKey,
      currency: request.currency,
    } satisfies PromocodeCheckBody,
  });

export const recheckPromocode = (api: ApiClient, request: { id: string; currency: string }) =>
  api.call(productEndpoints.checkPromocodeId, {
    body: { id: request.id, currency: request.currency } satisfies PromocodeCheckIdBody,
  });

export const fetchCustomConfig = (api: ApiClient, key: string) =>
  api.call(productEndpoints.customConfig, {
    params: { key },
  });

export const generateCustomConfigKey = (
  api: ApiClient,
  request: { productKey: string; config: CustomConfig },
) =>
  api.call(productEndpoints.generateCustomConfig, {
    body: {
      productConfigurationId: request.productKey,
      config: request.config,
    } satisfies GenerateCustomConfigBody,
  });

/** The visitor's cart (created on first use), keyed by the anonymous id (spec §4 cart). */
export const openCart = (api: ApiClient, request: CreateCartBody): Promise<Cart> =>
  api.call(cartEndpoints.openCart, { body: request });

/**
 * The visitor's cart as spec §7 POST cart names it: their anonymous id, the session's currency, the shop's
 * country and locale. `forceCreate` only for an id this request made (nothing can own a cart of it).
 */
export function visitorCartBody(state: RequestState, forceCreate = false): CreateCartBody {
  return {
    forceCreate,
    anonymousUserId: state.anonymousId,
    currency: state.session.activeCurrency,
    country: state.shop.domain.default_iso2,
    locale: state.shop.domain.locale,
  };
}

/** The visitor's open cart (spec §7 POST cart with all its fields), created on first use. */
export function visitorCart(state: RequestState, api: ApiClient = state.api): Promise<Cart> {
  return openCart(api, visitorCartBody(state));
}

export const putLineItem = (api: ApiClient, cartId: string, payload: LineItemPayloadInput) =>
  api.call(cartEndpoints.putLineItem, {
    params: { id: cartId },
    body: payload,
  });

/** A signed-out visitor's line, put into their open cart, which the same call opens when missing (ADR 110). */
export const openCartWithLine = (api: ApiClient, body: NewCartLineBody) =>
  api.call(cartEndpoints.openCartWithLine, { body });

export const fetchLossLeader = (api: ApiClient, key: string) =>
  api.call(productEndpoints.lossLeaderInfo, { params: { key } });
