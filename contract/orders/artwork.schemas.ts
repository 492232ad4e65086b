import { z } from "zod";
import { orderSchema } from "./order.schemas";

/**
 * The print files of an order (issue 6). GET order/{id}/artwork/ answers it, and so do the three
 * calls that change it (POST order/line-item-artwork/, order/reset-line-item-artwork/,
 * order/line-item-brief/): each answers the order as it now is.
 */

export const artworkSchema = z.object({
  lineItemId: z.string(),
  setIndex: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  status: z.enum(["accepted", "rejected"]),
  rejectionReason: z.string().nullable(),
  uploadedAt: z.string(),
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
      merchantInfo: z.record(z.string(), z.unknown()).default({}),
    }),
  ),
});
export type OrderArtwork = z.infer<typeof orderArtworkSchema>;
