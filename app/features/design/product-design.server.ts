import type { Design } from "#contract/design/design.schemas";
import { designFormatOfSelection, FORMAT_FEATURES, sidesForPages } from "#contract/design/formats";
import type { ProductConfiguration } from "#contract/product/product.schemas";
import { emptySelection, type RequestedSelection } from "#contract/product/selection-params";
import { ApiError } from "~/server/api/errors";
import type { RequestState } from "~/server/context.server";
import { errorResponse } from "~/server/http-errors.server";
import { designPreviewUrl, fetchDesign } from "./design-api.server";
import { designScreenUrl } from "./design-links";
import type { AttachedDesign } from "./design-types";

export type { AttachedDesign };

/**
 * The design attached to a product page (issue 14 §4–5): the "designer design id" mode opens the
 * product with that design (the owner's, or a shared one; anyone else gets a 404), and a cart line
 * made with a design keeps it when reopened.
 */

/** The designer mode's design, or a 404 for a design this visitor may not open or another product's. */
export async function requireModeDesign(
  state: RequestState,
  id: string,
  productKey: string,
): Promise<Design> {
  const design = await fetchDesign(state, id).catch((error: unknown) => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
  if (!design || design.productKey !== productKey) throw errorResponse(404, "errors:request.notFound");
  return design;
}

/** A cart line's design, if it can still be opened (a deleted design just isn't shown). */
export async function lineDesign(state: RequestState, id: string): Promise<Design | null> {
  return fetchDesign(state, id).catch(() => null);
}

/** The product page starts from the design's format and sides, with online design chosen. */
export function selectionForDesign(configuration: ProductConfiguration, design: Design): RequestedSelection {
  const requested = emptySelection();
  const names = new Set(configuration.features.map((feature) => feature.name));
  const formatFeature = FORMAT_FEATURES.find((name) => names.has(name));
  if (formatFeature) requested.attributes[formatFeature] = design.formatKey;
  if (names.has("sides")) requested.attributes.sides = sidesForPages(design.pages);
  requested.uploadType = "dex";
  return requested;
}

export function attachedDesignView(design: Design, editUrl: string | null): AttachedDesign {
  return {
    id: design.id,
    name: design.name,
    formatKey: design.formatKey,
    pages: design.pages,
    previewUrl: designPreviewUrl(design.id, design.updatedAt),
    editUrl: design.owned ? editUrl : null,
  };
}

/** The design screen for the page's current format: browse templates, or edit the attached design. */
export function designScreenLinks(
  state: RequestState,
  configuration: ProductConfiguration,
  attributes: Readonly<Record<string, string>>,
  from: string,
  designId: string | null,
) {
  const screen = state.shop.links.designEditor;
  const format = designFormatOfSelection(attributes);
  if (!screen || !format || !configuration.designExperience) return { browse: null, edit: null };
  const base = { productKey: configuration.productKey, formatKey: format.key, from };
  return {
    browse: designScreenUrl(screen, base),
    edit: designId ? designScreenUrl(screen, { ...base, design: designId }) : null,
  };
}
