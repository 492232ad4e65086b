import { z } from "zod";
import { merchantInfoSchema } from "../cart/cart.requests";
import { orderSchema } from "./order.schemas";

/**
 * The print files of an order (issue 6). GET order/{id}/artwork/ answers it, and so do the three
 * calls that change it (POST order/line-item-artwork/, order/reset-line-item-artwork/,
 * order/line-item-brief/): each answers the order as it now is.
 */

import { MIN_RASTER_PIXELS, PRINT_DPI } from "./order-constants";

export { MIN_RASTER_PIXELS, PRINT_DPI };

export const artworkSchema = z.object({
  id: z.string(),
  lineItemId: z.string(),
  setIndex: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(["accepted", "rejected"]),
  rejectionReason: z.string().nullable(),
  uploadedAt: z.string(),
  /** Measured at upload (issue 16 §7); null for a PDF's pixels, an image's page, and older files. */
  widthPx: z.number().int().positive().nullable().default(null),
  heightPx: z.number().int().positive().nullable().default(null),
  /** The resolution the image declares; null when it declares none. */
  dpi: z.number().int().positive().nullable().default(null),
  pageWidthMm: z.number().positive().nullable().default(null),
  pageHeightMm: z.number().positive().nullable().default(null),
  /** The image's resolution at the size its line prints; null for a PDF, an unsized product, older files. */
  printDpi: z.number().int().positive().nullable().default(null),
  /** When the customer chose to print this low-resolution file as it is (ADR 081). */
  printAsIsAt: z.string().nullable().default(null),
  /** Page pictures of a print PDF made from an online design (ADR 081); 0 for everything else. */
  thumbnailPages: z.number().int().min(0).default(0),
});

export const orderArtworkSchema = orderSchema.extend({
  artwork: z.array(artworkSchema),
  briefs: z.array(z.object({ lineItemId: z.string(), brief: z.string(), updatedAt: z.string() })).default([]),
  lineItems: z.array(
    z.looseObject({
      id: z.string(),
      mcpProdName: z.string(),
      quantity: z.number(),
      jobName: z.string().nullable(),
      multiArtworkSetsNumber: z.number().int().positive().default(1),
      merchantInfo: merchantInfoSchema.default({}),
      services: z.array(z.looseObject({ key: z.string() })).default([]),
    }),
  ),
});
export type OrderArtwork = z.infer<typeof orderArtworkSchema>;
export type Artwork = z.infer<typeof artworkSchema>;
