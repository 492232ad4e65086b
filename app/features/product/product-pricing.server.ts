import {
  type LossLeaderInfo,
  type ProductConfiguration,
  servicePricesAt,
} from "#contract/product/product.schemas";
import type { RequestState } from "~/server/context.server";
import {
  computeRecap,
  type initialSelection,
  quantitiesToQuote,
  selectedServices,
  settleSelection,
} from "./configurator-model";
import { byTopic, fetchInventory, fetchQuote, fetchServicePrices, fetchShipping } from "./product-api.server";
import type { TopicError } from "./product-errors";
import { hasPositiveProduct, NO_POSITIVE_PRODUCT } from "./product-errors";
import type { ProductMode } from "./product-modes";
import type { ProductPageData, PromocodeWarning, SelectionNotice } from "./product-page.types";

/** The pricing stage of the product page flow (spec §4 steps 4–9): what the selection costs and when it arrives. */

type Selection = ReturnType<typeof initialSelection>["selection"];
type StoredPromocode = RequestState["session"]["promocode"];

/** Quote ∥ delivery dates ∥ service prices ∥ stock for the selection, each failing on its own. */
export async function fetchPricing(
  state: RequestState,
  configuration: ProductConfiguration,
  selection: Selection,
  context: {
    offer: LossLeaderInfo["lossLeader"] | null;
    promocode: StoredPromocode;
    page: { pageId: number; path: string } | null;
    mode: ProductMode;
  },
) {
  const { offer, promocode } = context;
  const { api, shop, isBot: crawler } = state;
  const currency = state.session.activeCurrency;
  const { default_iso2: country, default_zipcode: zipCode } = shop.domain;
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
  const quantities = quantitiesToQuote(configuration, selection);
  const editedLine =
    context.mode.kind === "editCartItem" || context.mode.kind === "editOrderItem"
      ? context.mode.lineItemId
      : null;
  const [quote, shipping, services, inventory] = await Promise.all([
    crawler
      ? null
      : byTopic("price-quote", () =>
          fetchQuote(api, {
            configuration,
            attributes: selection.attributes,
            quantities,
            currency,
            country,
            zipCode,
            // A loss leader's own code takes the place of the visitor's stored one.
            promocodeId: offer?.promocodeId ?? promocode?.id ?? null,
            cartId: state.session.cartId,
            lineItemId: editedLine,
            page: context.page,
          }),
        ),
    byTopic("deliveries", () =>
      fetchShipping(api, {
        configuration,
        attributes: selection.attributes,
        quantity: selection.quantity,
        countryCode: country,
        zipCode,
      }),
    ),
    serviceKeys.length > 0
      ? byTopic("file-check", () =>
          fetchServicePrices(api, {
            mcpSku: configuration.mcpSku,
            serviceKeys,
            quantities,
            attributes: selection.attributes,
          }),
        )
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
  return { quote, shipping, services, inventory };
}

/** What pricing adds to the page: the rows, the settled option and its recap, dates, services, stock. */
export type PricingPart = Pick<
  ProductPageData,
  "rows" | "variant" | "option" | "recap" | "deliveries" | "services" | "inventory" | "availablePriorities"
> & {
  promocode: { code: string | null; warning: PromocodeWarning | null };
  errors: TopicError[];
  notices: SelectionNotice[];
};

/** What each call answered, the quantity and priority settled on the quote, the recap; and the selection. */
export function applyPricing(
  state: RequestState,
  configuration: ProductConfiguration,
  initial: Selection,
  { quote, shipping, services, inventory }: Awaited<ReturnType<typeof fetchPricing>>,
  offer: LossLeaderInfo["lossLeader"] | null,
  promocode: StoredPromocode,
): { selection: Selection; part: PricingPart } {
  const part: PricingPart = {
    rows: [],
    variant: null,
    option: null,
    recap: null,
    deliveries: shipping.ok ? shipping.value : null,
    services: null,
    inventory: inventory?.ok ? inventory.value : null,
    availablePriorities: [],
    promocode: { code: null, warning: null },
    errors: [quote, shipping, services, inventory].flatMap((call) => (call && !call.ok ? [call.error] : [])),
    notices: [],
  };
  // Services may be priced per quantity: taken at the quantity the quote settles on (else the asked one).
  const servicesAt = (quantity: number) => (services?.ok ? servicePricesAt(services.value, quantity) : null);
  part.services = servicesAt(initial.quantity);

  const buyable = quote?.ok === true && hasPositiveProduct(quote.value.prices);
  // A quote with nothing to buy is the product's problem, not the selection's: nothing is priced.
  if (quote?.ok && !buyable) part.errors.push({ topic: "init-product", message: NO_POSITIVE_PRODUCT });
  if (!quote?.ok || !buyable) {
    part.availablePriorities = configuration.productCustomization.selectedPriorityModel.list.map(
      (p) => p.key,
    );
    if (promocode) part.promocode.code = promocode.code;
    return { selection: initial, part };
  }
  part.rows = quote.value.prices;
  part.variant = quote.value.variant;
  const settled = settleSelection(configuration, initial, part.rows);
  const selection = settled.selection;
  if (selection.quantity !== initial.quantity) part.services = servicesAt(selection.quantity);
  part.option = settled.option;
  part.notices.push(...settled.notices);
  part.availablePriorities =
    part.rows.find((row) => row.quantity === selection.quantity)?.options.map((o) => o.deliveryKey) ?? [];
  const quotedPromo = quote.value.promocode;
  if (offer?.promocodeId && quotedPromo?.status === "valid") part.promocode.code = quotedPromo.code;
  else if (promocode) {
    part.promocode.code = promocode.code;
    if (quotedPromo?.status === "generic_error")
      part.promocode.warning = { reason: "invalid_selection", detail: quotedPromo.reason };
  }
  if (settled.option)
    part.recap = computeRecap(
      settled.option,
      selectedServices(configuration, selection, part.services),
      state.session.activeCurrency,
      quote.value.shipping,
    );
  return { selection, part };
}
