import type { CartLineItem } from "../../../contract/cart/cart.schemas";
import { reorderSourceOf } from "../../../contract/orders/reorder-source";

/** What the cart screen shows of a line item (spec §3), derived from the server's line only. */
export interface CartLineView {
  id: string;
  productName: string;
  thumbnail: string | null;
  attributes: { label: string; value: string }[];
  quantity: number;
  priority: string;
  arrivalDate: string | null;
  jobName: string | null;
  services: { kind: "fileCheck" | "designService" | "coupon"; code: string | null; centAmount: number }[];
  totalExclTax: number;
  totalInclTax: number;
  editPath: string | null;
  multiArtwork: { sets: number; completed: boolean } | null;
  /** Priced by an accepted custom quote: it can be removed, not edited or copied (ADR 026). */
  fromQuote: boolean;
  /** Made with the online designer (issue 14): the design's preview replaces the product picture. */
  designPreview: string | null;
  /** That design's name as it was when the line was added (issue 38 §5). */
  designName: string | null;
  /** Ordered again from a past order (ADR 073): its number, and the price then when in the same currency. */
  reordered: { orderNumber: string; previousInclTax: number | null } | null;
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/** The options a line was made with, as labels ("Papier: Couché 350 g"), from what the product page recorded. */
export function attributeLabels(
  merchantInfo: Readonly<Record<string, unknown>>,
): CartLineView["attributes"] | null {
  const data = merchantInfo.attributesData;
  if (!Array.isArray(data)) return null;
  return data.flatMap((entry) => {
    const row = entry as { label?: unknown; valueLabel?: unknown };
    const label = text(row.label);
    const value = text(row.valueLabel);
    return label && value ? [{ label, value }] : [];
  });
}

function attributesOf(item: CartLineItem): CartLineView["attributes"] {
  const labelled = attributeLabels(item.merchantInfo);
  if (labelled) return labelled;
  return Object.entries(item.selectedAttributes).map(([label, value]) => ({ label, value }));
}

/**
 * A line's services by kind. The coupon carries its code; file check and the design service are
 * mutually exclusive (spec §4), so the other service is the design service exactly when the line
 * was made with the "hds" upload type.
 */
function servicesOf(item: CartLineItem): CartLineView["services"] {
  const designService = item.merchantInfo.selectedUploadType === "hds";
  return item.services.map((service) => {
    const code = service.serviceAttributes.inputText;
    if (code) return { kind: "coupon" as const, code, centAmount: service.unitPrice.centAmount };
    return {
      kind: designService ? ("designService" as const) : ("fileCheck" as const),
      code: null,
      centAmount: service.unitPrice.centAmount,
    };
  });
}

/**
 * A line made with the online designer (issue 14): its design's preview — cut at the trim, as it
 * prints (issue 38 §5) — and the design's name as it was when the line was added. Cart and order lines.
 */
export function lineDesignOf(
  merchantInfo: Readonly<Record<string, unknown>>,
  lineId: string,
): { designPreview: string | null; designName: string | null } {
  const id = text(merchantInfo.dexDesignId);
  if (!id || merchantInfo.selectedUploadType !== "dex") return { designPreview: null, designName: null };
  return {
    designPreview: `/design/preview?${new URLSearchParams({ id, v: lineId })}`,
    designName: text(merchantInfo.dexDesignName),
  };
}

/**
 * Each content page's path by page id, made once per url map: the shop's configs (and their url map)
 * are cached per tenant, and every cart and checkout view needs the lines' product pages.
 */
export function pagePathsOf(urls: readonly { pageId: number; path: string }[]): ReadonlyMap<number, string> {
  let paths = pagePathsByUrlMap.get(urls);
  if (!paths) {
    paths = new Map(urls.map((entry) => [entry.pageId, entry.path]));
    pagePathsByUrlMap.set(urls, paths);
  }
  return paths;
}
const pagePathsByUrlMap = new WeakMap<object, ReadonlyMap<number, string>>();

export function toCartLineView(
  item: CartLineItem,
  pathOfPage: ReadonlyMap<number, string>,
  editParam: string,
): CartLineView {
  const pageId = Number(item.merchantInfo.pageId);
  const pagePath = Number.isInteger(pageId) ? pathOfPage.get(pageId) : undefined;
  return {
    id: item.id,
    productName: text(item.merchantInfo.productPageTitle) ?? item.mcpProdName,
    thumbnail: text(item.merchantInfo.merchantProductThumbnail),
    attributes: attributesOf(item),
    quantity: item.quantity,
    priority: item.selectedPriority,
    arrivalDate: item.promisedArrivalDate,
    jobName: item.jobName,
    services: servicesOf(item),
    totalExclTax: item.totalPriceWithServices.centAmount,
    totalInclTax: item.taxedTotalPriceWithServices.centAmount,
    editPath: pagePath && editParam ? `${pagePath}?${new URLSearchParams({ [editParam]: item.id })}` : null,
    multiArtwork: item.isMultiArtwork
      ? { sets: item.multiArtworkSetsNumber, completed: item.multiArtworkCompleted }
      : null,
    fromQuote: Boolean(item.quoteId),
    ...lineDesignOf(item.merchantInfo, item.id),
    reordered: reorderedOf(item),
  };
}

function reorderedOf(item: CartLineItem): CartLineView["reordered"] {
  const source = reorderSourceOf(item.merchantInfo);
  if (!source) return null;
  const sameCurrency = source.currencyCode === item.taxedTotalPriceWithServices.currencyCode;
  return { orderNumber: source.orderNumber, previousInclTax: sameCurrency ? source.previousTaxedCent : null };
}
