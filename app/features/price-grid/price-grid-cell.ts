/**
 * The price grid (spec §2 product-ppag): one button per quantity × delivery cell, posting
 * "quantity:delivery". Pure and browser-safe.
 */
export const PRODUCT_PARAM = "product";
export const CELL_FIELD = "cell";

export interface GridCell {
  quantity: number;
  priority: string;
}

export const cellValue = (cell: GridCell): string => `${cell.quantity}:${cell.priority}`;

/** A posted cell, or null when it is not one (the same limits as the product page's fields). */
export function parseCell(raw: unknown): GridCell | null {
  if (typeof raw !== "string") return null;
  const match = /^([1-9]\d{0,7}):([a-z]{1,20})$/.exec(raw);
  if (!match) return null;
  return { quantity: Number(match[1]), priority: match[2] as string };
}

/** The product page path a grid URL names, or null when missing or not a plain site path. */
export function productPathOf(params: URLSearchParams): string | null {
  const path = params.get(PRODUCT_PARAM);
  if (path === null || path.length > 300 || !/^\/[a-z0-9\-/]*\/$/.test(path) || path.includes("//"))
    return null;
  return path;
}
