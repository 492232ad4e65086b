import { z } from "zod";
import { safeText } from "../text";
import { sceneSchema } from "./scene.schemas";

/**
 * The design editor's calls (issue 14, docs/commerce-api.md): the template browser (spec §7
 * GET /api/design-browser-templates, at most 20 per request), designs and their pictures.
 */
export const TEMPLATE_PAGE_LIMIT = 20;

export const templateQuerySchema = z.object({
  productId: z.string().trim().max(100).optional(),
  format: z.string().trim().toLowerCase().max(20).optional(),
  q: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(TEMPLATE_PAGE_LIMIT)
    .transform((limit) => Math.min(limit, TEMPLATE_PAGE_LIMIT)),
  cursor: z.string().max(200).optional(),
});

export const designTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  formatKey: z.string(),
  family: z.string(),
  pages: z.number().int(),
  scene: sceneSchema,
});
export type DesignTemplate = z.infer<typeof designTemplateSchema>;

export const templatePageSchema = z.object({
  templates: z.array(designTemplateSchema),
  /** Pass back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  categories: z.array(z.string()),
  formatKey: z.string(),
});
export type TemplatePage = z.infer<typeof templatePageSchema>;

const anonymousUserId = z.uuid().optional();
const designName = safeText().trim().min(1, "Give the design a name").max(80);

export const createDesignBodySchema = z.object({
  productKey: z.string().trim().min(1).max(100),
  /** The product page it is ordered from: a path of this shop. */
  pagePath: z.string().regex(/^\/[A-Za-z0-9\-._~/%]{0,300}$/, "A path of this shop"),
  formatKey: z.string().trim().toLowerCase().min(1).max(20),
  templateId: z.string().trim().max(100).nullish(),
  name: designName,
  scene: sceneSchema,
  anonymousUserId,
});
export type CreateDesignBody = z.input<typeof createDesignBodySchema>;

export const updateDesignBodySchema = z.object({
  name: designName.optional(),
  scene: sceneSchema,
  anonymousUserId,
});
export type UpdateDesignBody = z.input<typeof updateDesignBodySchema>;

export const shareDesignBodySchema = z.object({ shared: z.boolean(), anonymousUserId });
export type ShareDesignBody = z.input<typeof shareDesignBodySchema>;

export const designSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  productKey: z.string(),
  pagePath: z.string(),
  formatKey: z.string(),
  templateId: z.string().nullable(),
  pages: z.number().int(),
  shared: z.boolean(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof designSummarySchema>;

export const designSchema = designSummarySchema.extend({
  scene: sceneSchema,
  /** True when the asker owns it (a shared design opened by someone else is read-only). */
  owned: z.boolean(),
});
export type Design = z.infer<typeof designSchema>;

export const designListSchema = z.object({ designs: z.array(designSummarySchema) });

export const designImageSchema = z.object({
  id: z.string(),
  type: z.enum(["png", "jpeg", "svg"]),
  widthPx: z.number().int(),
  heightPx: z.number().int(),
  sizeBytes: z.number().int(),
});
export type DesignImageInfo = z.infer<typeof designImageSchema>;

/** The answer to deleting a design: the id that is gone. */
export const designDeletedSchema = z.object({ deleted: z.string() });
