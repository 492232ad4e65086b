/** Tables of the online design editor (issue 14, migration 026, ADR 035). */

/** A template of the design browser, seeded per tenant and format (seed step 018). */
export interface DesignTemplatesTable {
  tenant_key: string;
  id: string;
  /** The product option value it is drawn at ("85x55", "a5" …). */
  format_key: string;
  family: string;
  name: string;
  category: string;
  pages: number;
  /** The scene (contract/design/scene.schemas.ts) as JSON. */
  scene_json: string;
  sort_index: number;
}
export const DESIGN_TEMPLATES_COLUMNS = {
  tenant_key: true,
  id: true,
  format_key: true,
  family: true,
  name: true,
  category: true,
  pages: true,
  scene_json: true,
  sort_index: true,
} satisfies Record<keyof DesignTemplatesTable, true>;

/** A shopper's design: a customer's, or a visitor's under the anonymous id until they sign in. */
export interface DesignsTable {
  id: string;
  tenant_key: string;
  customer_id: string | null;
  anonymous_user_id: string | null;
  name: string;
  product_key: string;
  page_path: string;
  format_key: string;
  template_id: string | null;
  scene_json: string;
  pages: number;
  /** 1: anyone with the link may open it on the product page (spec §2 "designer design id"). */
  shared: number;
  /** The PNG preview, rendered on save; null until the first render. */
  preview_png: Uint8Array | null;
  created_at: string;
  updated_at: string;
}
export const DESIGNS_COLUMNS = {
  id: true,
  tenant_key: true,
  customer_id: true,
  anonymous_user_id: true,
  name: true,
  product_key: true,
  page_path: true,
  format_key: true,
  template_id: true,
  scene_json: true,
  pages: true,
  shared: true,
  preview_png: true,
  created_at: true,
  updated_at: true,
} satisfies Record<keyof DesignsTable, true>;

/** A picture a shopper placed in a design (logo, photo), stored as a file, typed by its content. */
export interface DesignImagesTable {
  id: string;
  tenant_key: string;
  customer_id: string | null;
  anonymous_user_id: string | null;
  stored_name: string;
  file_type: "png" | "jpeg" | "svg";
  width_px: number;
  height_px: number;
  size_bytes: number;
  created_at: string;
}
export const DESIGN_IMAGES_COLUMNS = {
  id: true,
  tenant_key: true,
  customer_id: true,
  anonymous_user_id: true,
  stored_name: true,
  file_type: true,
  width_px: true,
  height_px: true,
  size_bytes: true,
  created_at: true,
} satisfies Record<keyof DesignImagesTable, true>;
