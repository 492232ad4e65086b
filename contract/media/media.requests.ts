import { z } from "zod";

/** POST admin/media/place/: put a library image on a page slot or a product. */
export const mediaPlaceBodySchema = z.object({
  mediaId: z.string().trim().min(1).max(100),
  target: z.string().trim().min(1).max(200),
});
export type MediaPlaceBody = z.infer<typeof mediaPlaceBodySchema>;

/** POST admin/media/delete/: remove an image nothing uses any more. */
export const mediaDeleteBodySchema = z.object({ mediaId: z.string().trim().min(1).max(100) });
export type MediaDeleteBody = z.infer<typeof mediaDeleteBodySchema>;
