import type { Money } from "../../contract/content/content.schemas";
import type { PriorityKey } from "../../contract/product/product.schemas";

/** A cart line item as stored and returned (spec §3); every amount is server-computed. */
export interface StoredLineItem {
  id: string;
  productKey: string;
  productId: string;
  mcpSku: string;
  variantSKU: string;
  mcpProdName: string;
  currencyCode: string;
  quantity: number;
  selectedAttributes: Record<string, string>;
  selectedPriority: PriorityKey;
  /** Product price excluding VAT (services excluded). */
  price: Money;
  unitPrice: Money;
  /** VAT percent of the destination (20, 8.1 …). */
  taxRate: number;
  services: {
    key: string;
    unitPrice: Money;
    taxRate: number;
    serviceAttributes: { inputText: string | null };
  }[];
  totalPriceWithServices: Money;
  taxedTotalPriceWithServices: Money;
  jobName: string | null;
  userNotes: string | null;
  shipTo: { country: string; postalCode: string | null };
  promisedArrivalDate: string | null;
  merchantInfo: Record<string, unknown>;
  mcpDocsSource: string | null;
  documentPreferences: unknown;
  uploadedFiles: unknown[];
  lineItemCreationTimestamp: string;
  isMultiArtwork: boolean;
  multiArtworkSetsNumber: number;
  multiArtworkDetails: { name?: string | null; quantity?: number | null; rolls?: number | null }[];
  multiArtworkCompleted: boolean;
  isFileCheckEditable: boolean;
  /** The product asks for a proof before production (catalogue `fileFlow.proof`); absent on older lines. */
  proofRequired?: boolean;
  /**
   * The accepted custom quote this line carries (ADR 026): its price is staff's, never re-priced from the
   * catalogue; the line can't be edited, duplicated or discounted, and the order that contains it uses
   * the quote up. Absent on catalogue-priced lines.
   */
  quoteId?: string | null;
  /** The coupon typed with the item, and whether it applies. */
  promocode: { code: string; status: "valid" | "generic_error"; reason: string | null } | null;
}
