import { endpoint } from "../endpoints";
import {
  designDeletedSchema,
  designImageSchema,
  designListSchema,
  designSchema,
  designTemplateSchema,
  templatePageSchema,
} from "./design.schemas";

/** The template browser and the online design editor (spec §7, issue 14). */
export const designEndpoints = {
  templates: endpoint("GET", "/api/v1/design-browser-templates", templatePageSchema),
  template: endpoint("GET", "/api/v1/design-browser-templates/:id", designTemplateSchema),
  designs: endpoint("GET", "/api/v1/design-editor/designs", designListSchema),
  createDesign: endpoint("POST", "/api/v1/design-editor/designs", designSchema),
  design: endpoint("GET", "/api/v1/design-editor/designs/:id", designSchema),
  updateDesign: endpoint("PUT", "/api/v1/design-editor/designs/:id", designSchema),
  deleteDesign: endpoint("DELETE", "/api/v1/design-editor/designs/:id", designDeletedSchema),
  shareDesign: endpoint("PATCH", "/api/v1/design-editor/designs/:id/sharing", designSchema),
  designPreview: endpoint("GET", "/api/v1/design-editor/designs/:id/preview", null),
  uploadImage: endpoint("POST", "/api/v1/design-editor/images", designImageSchema),
  image: endpoint("GET", "/api/v1/design-editor/images/:id", null),
} as const;
