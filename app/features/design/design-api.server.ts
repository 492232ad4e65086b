import { openAsBlob } from "node:fs";
import { designEndpoints } from "#contract/design/design.endpoints";
import type { CreateDesignBody, UpdateDesignBody } from "#contract/design/design.schemas";
import type { RequestState } from "~/server/context.server";

/**
 * The design editor's upstream calls (issue 14). Every call carries the visitor's anonymous id: a
 * visitor owns designs by it, and a signed-in customer's calls take the visit's designs over.
 */

export const templatesPage = (
  state: RequestState,
  query: { productId: string; format?: string; category?: string; cursor?: string },
) => state.api.call(designEndpoints.templates, { query });

export const fetchTemplate = (state: RequestState, id: string) =>
  state.api.call(designEndpoints.template, {
    params: { id },
  });

export const fetchDesign = (state: RequestState, id: string) =>
  state.api.call(designEndpoints.design, { params: { id }, query: { anonymousUserId: state.anonymousId } });

export const listOnlineDesigns = (state: RequestState) =>
  state.api.call(designEndpoints.designs, { query: { anonymousUserId: state.anonymousId } });

export const createDesign = (state: RequestState, body: Omit<CreateDesignBody, "anonymousUserId">) =>
  state.api.call(designEndpoints.createDesign, { body: { ...body, anonymousUserId: state.anonymousId } });

export const updateDesign = (
  state: RequestState,
  id: string,
  body: Omit<UpdateDesignBody, "anonymousUserId">,
) =>
  state.api.call(designEndpoints.updateDesign, {
    params: { id },
    body: { ...body, anonymousUserId: state.anonymousId },
  });

export const deleteDesign = (state: RequestState, id: string) =>
  state.api.call(designEndpoints.deleteDesign, {
    params: { id },
    query: { anonymousUserId: state.anonymousId },
  });

export const shareDesign = (state: RequestState, id: string, shared: boolean) =>
  state.api.call(designEndpoints.shareDesign, {
    params: { id },
    body: { shared, anonymousUserId: state.anonymousId },
  });

/**
 * Sends a picture the form received (a temporary file) to the API, which types it by content and
 * bounds it by the budget of the product it is for (ADR 064), when the screen knows it.
 */
export async function uploadDesignImage(
  state: RequestState,
  file: { path: string; name: string },
  productKey: string | null,
) {
  const form = new FormData();
  form.set("file", await openAsBlob(file.path), file.name || "picture");
  form.set("anonymousUserId", state.anonymousId);
  if (productKey) form.set("productKey", productKey);
  return state.api.call(designEndpoints.uploadImage, { body: form });
}

/** Same-origin addresses of a design's PNG preview and of a picture, served through the storefront. */
export const designPreviewUrl = (id: string, version: string) =>
  `/design/preview?${new URLSearchParams({ id, v: version })}`;
export const designImageUrl = (id: string) => `/design/image?${new URLSearchParams({ id })}`;
