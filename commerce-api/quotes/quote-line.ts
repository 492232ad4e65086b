import type { StoredLineItem } from "../cart/line-item";
import type { ProductDefinition } from "../product/catalogue.types";
import { unitAmount, withVat } from "../product/pricing/pricing";
import { variantOf } from "../product/selection";
import { type QuoteRow, shownOptions } from "./quotes.repository";

/**
 * The cart line of an accepted quote (ADR 026): staff's price excluding VAT for the whole job, VAT of
 * the quote's delivery country added, the quoted configuration and quantity. Nothing comes from the
 * client but the cart it goes into. Pure.
 */
export function quotedLine(
  quote: QuoteRow,
  product: { configurationId: string; definition: ProductDefinition },
  vatRateBp: number,
  identity: { id: string; createdAt: string },
): StoredLineItem {
  const { definition } = product;
  const currency = quote.currency_code;
  const price = quote.price_cent ?? 0;
  const taxed = withVat(price, vatRateBp);
  const selection = Object.fromEntries(
    (JSON.parse(quote.options_json) as { name: string; value: string }[]).map((option) => [
      option.name,
      option.value,
    ]),
  );
  const money = (centAmount: number) => ({ centAmount, currencyCode: currency });
  return {
    id: identity.id,
    productKey: definition.productKey,
    productId: product.configurationId,
    mcpSku: definition.mcpSku,
    variantSKU: variantOf(definition, selection),
    mcpProdName: definition.productName,
    currencyCode: currency,
    quantity: quote.quantity,
    selectedAttributes: selection,
    selectedPriority: definition.defaultPriority,
    price: money(price),
    unitPrice: money(unitAmount(price, quote.quantity)),
    taxRate: vatRateBp / 100,
    services: [],
    totalPriceWithServices: money(taxed.amountExclTax),
    taxedTotalPriceWithServices: money(taxed.amountInclTax),
    jobName: quote.quote_number,
    userNotes: null,
    shipTo: { country: quote.country, postalCode: null },
    promisedArrivalDate: quote.deadline,
    merchantInfo: {
      selectedAttributes: selection,
      selectedPriority: definition.defaultPriority,
      selectedUploadType: "upload",
      quoteNumber: quote.quote_number,
      // What the cart and the order show of the configuration, in the tenant's words.
      attributesData: shownOptions(quote.options_json),
    },
    mcpDocsSource: null,
    documentPreferences: null,
    uploadedFiles: [],
    lineItemCreationTimestamp: identity.createdAt,
    isMultiArtwork: false,
    multiArtworkSetsNumber: 1,
    multiArtworkDetails: [],
    multiArtworkCompleted: true,
    isFileCheckEditable: false,
    quoteId: quote.id,
    promocode: null,
  };
}
