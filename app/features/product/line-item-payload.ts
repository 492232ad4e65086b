import type { LineItemPayloadInput } from "#contract/cart/cart.requests";
import { isMultiArtworkSelected, SETS_FEATURE } from "#contract/product/multi-artwork";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import type { ProductSelection } from "#contract/product/selection-params";

/**
 * The line item payload of spec §3, built on the server from the checked selection, unpriced: the
 * cart API prices the line, once, from the catalogue, and sets its arrival date (ADR 092). The one
 * price it carries is the total the shopper was shown, which the API must agree with.
 */
export interface LineItemInput {
  configuration: ProductConfiguration;
  selection: ProductSelection;
  currency: string;
  /** The total excluding VAT the shopper saw; null when the form stated none (nothing is checked). */
  shownTotalExclTax: number | null;
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

/** The selection's services: the file check and the design service, by the keys of the product. */
export function serviceKeysOf(configuration: ProductConfiguration, selection: ProductSelection): string[] {
  const keys: string[] = [];
  if (selection.fileCheck) keys.push(configuration.serviceKeys.fileCheck);
  if (selection.uploadType === "hds") keys.push(configuration.serviceKeys.humanDesignService);
  return keys;
}

export function buildLineItemPayload(input: LineItemInput): LineItemPayloadInput {
  const { configuration, selection, currency: currencyCode } = input;
  const services: { key: string; serviceAttributes?: { inputText: string } }[] = serviceKeysOf(
    configuration,
    selection,
  ).map((key) => ({ key }));
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
  const speed = configuration.productCustomization.selectedPriorityModel.list.find(
    (entry) => entry.key === selection.priority,
  );

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
    productConfig: selection.attributes,
    quantity: selection.quantity,
    ...(input.shownTotalExclTax === null
      ? {}
      : { totalPrice: { currencyCode, centAmount: input.shownTotalExclTax } }),
    taxCode: `VAT-${input.shipTo.country}`,
    merchantInfo: {
      merchantProductName: configuration.productName,
      productPageTitle: input.page.title,
      merchantProductThumbnail: configuration.image,
      merchantSku: configuration.cimCommSku,
      productFamily: configuration.productFamilies[0] ?? "",
      productGroup: configuration.productGroups[0] ?? "",
      selectedAttributes: selection.attributes,
      pageId: input.page.pageId,
      fileFlow: configuration.productCustomization.selectedProductFileFlow,
      attributesData: attributesData(configuration, selection),
      selectedPriority: selection.priority,
      ...(speed ? { selectedProductionTime: speed.productionTime, selectedDeliveryOption: speed.label } : {}),
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

/** Each option's name and chosen value, in the shop's words (spec §3 attributesData). */
function attributesData(configuration: ProductConfiguration, selection: ProductSelection) {
  return configuration.features.map((feature) => {
    const value = selection.attributes[feature.name] ?? feature.selected;
    const words = feature.customSelections.dictionaryTranslations;
    return {
      name: feature.name,
      label: words.voice,
      value,
      valueLabel: words.options[selection.attributes[feature.name] ?? ""]?.voice ?? value,
    };
  });
}
