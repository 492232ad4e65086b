import type { LineItemPayloadInput } from "#contract/cart/cart.requests";
import type { ShippingCalculation } from "#contract/delivery/delivery.schemas";
import { isMultiArtworkSelected, SETS_FEATURE } from "#contract/product/multi-artwork";
import type { PriceOption, ProductConfiguration } from "#contract/product/product.schemas";
import type { ProductSelection } from "#contract/product/selection-params";
import type { Recap } from "./product-page.types";

/**
 * The line item payload of spec §3, built on the server from the settled selection. The prices it
 * carries are informative: the cart API reprices the item from the catalogue.
 */
export interface LineItemInput {
  configuration: ProductConfiguration;
  selection: ProductSelection;
  option: PriceOption;
  recap: Recap;
  deliveries: ShippingCalculation | null;
  /** The priced selection's variant (the quote's); the configuration's default one otherwise. */
  variant: string | null;
  /** The product instruction call's guide file (spec §3 instructionFileUrl). */
  instructionFileUrl: string | null;
  promocode: string | null;
  page: { pageId: number; title: string; path: string };
  shipTo: { country: string; postalCode: string };
  /** Edit mode: the line item replaced. */
  lineItemId?: string;
  designId?: string;
  /** The design's name when the line is made with it, so the cart line can name it (issue 38 §5). */
  designName?: string;
  /** The design was opened from "my designs" (spec §3 fromMyDesignArea). */
  fromMyDesignArea?: boolean;
  preConfiguredUrl?: string;
  /** The search that led to this product (spec §3 optional search ids). */
  searchId?: string;
}

export function buildLineItemPayload(input: LineItemInput): LineItemPayloadInput {
  const { configuration, selection, option, recap, deliveries } = input;
  const currencyCode = recap.currency;
  const arrival = deliveries?.dates.find((date) => date.deliveryKey === selection.priority) ?? null;
  const services: { key: string; serviceAttributes?: { inputText: string } }[] = recap.services.map(
    (service) => ({ key: service.key }),
  );
  if (input.promocode)
    services.push({
      key: configuration.serviceKeys.coupon,
      serviceAttributes: { inputText: input.promocode },
    });
  const sets = Number(selection.attributes[SETS_FEATURE] ?? "1");
  const multiArtwork = isMultiArtworkSelected(sets);
  const artwork = multiArtwork
    ? selection.artwork.map((row) => ({
        name: row.name ?? null,
        quantity: row.quantity ?? null,
        rolls: row.rolls ?? null,
      }))
    : [];

  return {
    ...(input.lineItemId ? { lineItemId: input.lineItemId } : {}),
    currencyCode,
    services,
    shipTo: input.shipTo,
    uploadedFiles: [],
    ...(selection.jobName ? { jobName: selection.jobName } : {}),
    userNotes: "",
    mcpProdName: configuration.productName,
    productId: configuration.configurationId,
    mcpSku: configuration.mcpSku,
    variantSKU: input.variant ?? configuration.configurationGraph.payload.variant,
    productConfig: selection.attributes,
    ...(arrival ? { promisedArrivalDate: arrival.arrivalDate } : {}),
    quantity: selection.quantity,
    totalPrice: { currencyCode, centAmount: recap.totalExclTax },
    taxCode: `VAT-${input.shipTo.country}`,
    taxRate: recap.vatRate,
    unitPrice: { currencyCode, centAmount: Math.round(option.unitAmountExclTax * 100) },
    price: { currencyCode, centAmount: option.amountCentExclTax },
    merchantInfo: {
      merchantProductName: configuration.productName,
      productPageTitle: input.page.title,
      merchantProductThumbnail: configuration.image,
      merchantSku: configuration.cimCommSku,
      merchantVar: input.variant ?? configuration.cimCommVar,
      productFamily: configuration.productFamilies[0] ?? "",
      productGroup: configuration.productGroups[0] ?? "",
      selectedAttributes: selection.attributes,
      pageId: input.page.pageId,
      fileFlow: configuration.productCustomization.selectedProductFileFlow,
      attributesData: attributesDataOf(configuration, selection),
      selectedPriority: selection.priority,
      selectedProductionTime: option.productionTime,
      selectedDeliveryOption: option.deliveryOption,
      deliveryDateWithFallback: deliveries?.caveats.deliveryDateWithFallback ?? null,
      merchantAttributes: selection.attributes,
      instructionFileUrl: input.instructionFileUrl,
      enabledTemplate: !configuration.templateDisabled,
      fscCertified: configuration.fscCertified,
      noPrinting: configuration.noPrinting,
      selectedUploadType: selection.uploadType,
      fromMyDesignArea: Boolean(input.designId && input.fromMyDesignArea),
      ...(input.designId ? { dexDesignId: input.designId } : {}),
      ...(input.designId && input.designName ? { dexDesignName: input.designName } : {}),
      ...(input.preConfiguredUrl ? { preConfiguredUrl: input.preConfiguredUrl } : {}),
      ...(input.searchId ? { searchIds: { searchId: input.searchId } } : {}),
      ...(multiArtwork ? { multiArtworkDetails: artwork } : {}),
    },
    ...(multiArtwork ? { mcpFulfillmentAttributes: { multiArtworkDetails: artwork } } : {}),
  };
}

/** Each feature's chosen value with its label, as the order shows them (the default when unchosen). */
function attributesDataOf(
  configuration: LineItemInput["configuration"],
  selection: LineItemInput["selection"],
) {
  return configuration.features.map((feature) => {
    const value = selection.attributes[feature.name];
    const { voice, options } = feature.customSelections.dictionaryTranslations;
    return {
      name: feature.name,
      label: voice,
      value: value ?? feature.selected,
      valueLabel: options[value ?? ""]?.voice ?? value ?? feature.selected,
    };
  });
}
