import { sidesForPages } from "#contract/design/formats";
import { PARAM } from "#contract/product/selection-params";

/**
 * Addresses between the product page and the design screen (issue 14). The product page's address
 * travels as `from` (a same-origin path, checked where it is read) so the shopper comes back to the
 * exact configuration they left.
 */
export const DESIGN_PARAMS = {
  product: "product",
  format: "format",
  from: "from",
  template: "template",
  design: "design",
  category: "category",
  cursor: "cursor",
} as const;

export function designScreenUrl(
  screenPath: string,
  target: { productKey: string; formatKey: string; from: string; template?: string; design?: string },
): string {
  const query = new URLSearchParams({
    [DESIGN_PARAMS.product]: target.productKey,
    [DESIGN_PARAMS.format]: target.formatKey,
    [DESIGN_PARAMS.from]: target.from,
  });
  if (target.template) query.set(DESIGN_PARAMS.template, target.template);
  if (target.design) query.set(DESIGN_PARAMS.design, target.design);
  return `${screenPath}?${query}`;
}

/**
 * Back on the product page with the design attached: the design mode's parameter, the online-design
 * upload type, and — when the page carries its own selection — the design's format and sides.
 */
export function productUrlWithDesign(
  from: string,
  design: { id: string; formatKey: string; pages: number },
  designParam: string,
  features: { format: string | null; sides: boolean },
): string {
  const url = new URL(from, "http://same-origin.invalid");
  url.searchParams.set(designParam, design.id);
  if (url.searchParams.has(PARAM.quantity)) {
    url.searchParams.set(PARAM.upload, "dex");
    if (features.format) url.searchParams.set(features.format, design.formatKey);
    if (features.sides) url.searchParams.set("sides", sidesForPages(design.pages));
  }
  return `${url.pathname}${url.search}`;
}
