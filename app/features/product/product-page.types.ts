import type { FreeDelivery } from "#contract/cart/free-delivery";
import type { DeliveryDate, Inventory, ShippingCalculation } from "#contract/delivery/delivery.schemas";
import type {
  PriceOption,
  ProductConfiguration,
  ProductFeature,
  ServicePrices,
  ValidateProductResponse,
} from "#contract/product/product.schemas";
import type { ProductSelection, SelectionProblem, UploadType } from "#contract/product/selection-params";
import type { AttachedDesign } from "../design/design-types";
import type { TopicError } from "./product-errors";
import type { ProductMode } from "./product-modes";

/** The product page's loader data: shared by the server flow and the client island. */

/** Spec §4 steps 5 and 7: why the shown selection differs from the asked one. */
export type SelectionNotice =
  | { code: "quantity_unavailable"; requested: number; used: number }
  | { code: "quantity_invalid"; requested: number; problem: string }
  | { code: "priority_unavailable"; requested: string; used: string }
  | { code: "upload_unavailable"; requested: UploadType }
  | { code: "file_check_unavailable" };

export interface QuotedRow {
  quantity: number;
  options: PriceOption[];
}

export interface RecapService {
  key: string;
  kind: "fileCheck" | "humanDesignService";
  centAmount: number;
  centAmountInclTax: number;
}

/** Step 9: the totals shown in the recap, in minor units. */
/** This order's delivery on the product page (issue 38 §2), by contract/cart/free-delivery. */
export interface RecapShipping extends FreeDelivery {
  centAmount: number;
  taxedCentAmount: number;
  freeFromCent: number | null;
}

export interface Recap {
  currency: string;
  vatRate: number;
  productExclTax: number;
  productInclTax: number;
  originalProductExclTax: number;
  originalProductInclTax: number;
  services: RecapService[];
  totalExclTax: number;
  totalInclTax: number;
  vatAmount: number;
  discountExclTax: number;
  /** Per-unit price in major units (may carry more than two decimals). */
  unitAmountExclTax: number;
  unitAmountInclTax: number;
  /** Delivery of this configuration ordered alone, when the quote priced it. */
  shipping: RecapShipping | null;
}

/** A product error as the page shows it: its text in the shop's language, translated by the server. */
export type ShownTopicError = TopicError & { text: string };
/** A notice about the visitor's link (a quantity or option we replaced), with its text. */
export type ShownNotice = SelectionNotice & { text: string };

export interface ProductPageSource {
  pageId: number;
  title: string;
  path: string;
  /** Empty on a loss leader page: the offer names the product. */
  productKey: string;
  lossLeaderPage: boolean;
}

export type PromocodeWarning = { reason: "no_longer_valid" | "invalid_selection"; detail: string | null };

export interface PromocodeView {
  /** The code the quote was made with, if any. */
  code: string | null;
  warning: PromocodeWarning | null;
}

/** Everything the product page renders; the island replaces it whole with each quote. */
export interface ProductPageData {
  productKey: string;
  pageId: number;
  pageTitle: string;
  path: string;
  configuration: ProductConfiguration | null;
  /** The configuration could not be fetched: the page shows its content and a maintenance notice. */
  maintenance: boolean;
  crawler: boolean;
  mode: ProductMode;
  hideChrome: boolean;
  selection: ProductSelection | null;
  /** The selection as a query string (mode parameter kept), the page's shareable address. */
  search: string;
  /** Add to cart found a price other than the one shown: the page shows the new one first. */
  repriced: boolean;
  /** Add to cart was refused for an unfinished design row: the rows say which one. */
  artworkCheck: boolean;
  /** The shopper came here from the cart (comingFromCart, issue 16 §8): the cart's path, for "back to cart". */
  backToCart: string | null;
  /**
   * Edit modes hide the header (spec §2): where the shopper goes back to (the cart, or the order), and
   * what is being edited, for the heading above the product name (issue 17 §6).
   */
  editReturn: { kind: "cart" | "order"; path: string } | null;
  rows: QuotedRow[];
  option: PriceOption | null;
  availablePriorities: string[];
  deliveries: ShippingCalculation | null;
  services: ServicePrices | null;
  inventory: Inventory | null;
  /** The product's instructions; `fileUrl` is the downloadable guide the line item names (spec §3). */
  instruction: { title: string; items: string[]; fileUrl: string | null } | null;
  /** The variant of the priced selection (the quote's), the line item's merchantVar (spec §3). */
  variant: string | null;
  recap: Recap | null;
  promocode: PromocodeView;
  adjustments: ValidateProductResponse["adjustments"];
  availableOptions: Record<string, string[]> | null;
  /** Requested options the product doesn't have; the default was used instead. */
  attributeIssues: { path: string; message: string }[];
  notices: SelectionNotice[];
  problems: SelectionProblem[];
  errors: TopicError[];
  /** Edit mode: whether the line item differs from the one in the cart (spec §4 edit detection). */
  edited: boolean | null;
  currency: string;
  locale: string;
  /** A loss leader landing page's offer (spec §5). */
  lossLeader: { key: string; title: string; description: string; endsAt: string | null } | null;
  /** Overrides the page status (a missing or ended offer). */
  status: number | null;
  /** The online design on this page (designer mode, or the edited cart line's), issue 14. */
  design: AttachedDesign | null;
  /** The design screen for the current format, when online design is chosen. */
  designLinks: { browse: string | null; edit: string | null };
}

/** A price cell as the page's islands read it: which delivery, its price and its unit price. */
export type PriceCell = Pick<
  PriceOption,
  "deliveryKey" | "amountCentExclTax" | "amountCentInclTax" | "unitAmountExclTax" | "unitAmountInclTax"
>;

export interface PricedRow {
  quantity: number;
  options: PriceCell[];
}

/**
 * The product page as the browser gets it (issue 18, ADR 040): the priced option and its variant
 * only serve the server's add to cart, and each price cell keeps the five fields the grid and the
 * delivery cards render (a quote carries eighteen).
 */
export type ProductView = Omit<
  ProductPageData,
  "rows" | "option" | "variant" | "configuration" | "errors" | "notices" | "deliveries"
> & {
  rows: PricedRow[];
  deliveries: ViewShipping | null;
  /** Each with its text, translated by the server (product-message-texts.ts). */
  errors: ShownTopicError[];
  notices: ShownNotice[];
  configuration: ProductViewConfiguration | null;
  /** Names the configuration's content, so a re-quote can leave out the one the island holds (ADR 060). */
  configurationTag: string | null;
};

/** What only the server's line item and upstream bodies use: SKUs, variant ids, groups, production times. */
export const SERVER_ONLY_CONFIGURATION_KEYS = [
  "configurationGraph",
  "mcpSku",
  "cimCommSku",
  "cimCommVar",
  "ctoolsId",
  "productGroups",
  "productFamilies",
  "validProductionTimes",
] as const;

/** Fields no island reads: the designer's own setup, the fulfilment site (ADR 106). */
export const UNREAD_CONFIGURATION_KEYS = ["dexConfiguration", "locationId", "externallyFulfilled"] as const;

/**
 * A feature as the options read it: the shown texts, order and visibility. The English label, the
 * options enabled with the default selection and the selected value's copy are the API's (ADR 106).
 */
export type ViewFeature = Omit<ProductFeature, "label" | "enabledOptions" | "customSelections"> & {
  customSelections: Omit<ProductFeature["customSelections"], "selectedValue">;
};

/** The product's configuration as the page's islands read it. */
export type ProductViewConfiguration = Omit<
  ProductConfiguration,
  (typeof SERVER_ONLY_CONFIGURATION_KEYS)[number] | (typeof UNREAD_CONFIGURATION_KEYS)[number] | "features"
> & { features: ViewFeature[] };

/** A delivery date as the cards and the price bar read it: the carrier and ship dates stay on the server. */
export type ViewDeliveryDate = Pick<DeliveryDate, "deliveryKey" | "arrivalDate" | "arrivalDateRange">;

export type ViewShipping = { dates: ViewDeliveryDate[]; caveat_topics: ShippingCalculation["caveat_topics"] };
