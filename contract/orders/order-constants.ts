/**
 * Order statuses and print-file thresholds, zod-free so browser islands can use them without a
 * validation library in their chunk (issue 18); the schemas re-export them.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "awaiting_artwork",
  "file_check",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Raster files below this many pixels on their short side can't print sharply on our smallest products. */
export const MIN_RASTER_PIXELS = 600;
/** The resolution print needs at the printed size: what "printable sharply up to" is computed at. */
export const PRINT_DPI = 300;
