import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { accountEndpoints } from "#contract/account/account.endpoints";
import type { DeleteDesignBody } from "#contract/account/account.requests";
import type { DesignSummary } from "#contract/design/design.schemas";
import { FROM_MY_DESIGNS_PARAM } from "#contract/product/selection-params";
import {
  deleteDesign,
  designPreviewUrl,
  listOnlineDesigns,
  shareDesign,
} from "~/features/design/design-api.server";
import { designScreenUrl } from "~/features/design/design-links";
import { ApiError } from "~/server/api/errors";
import { getRequestState, type RequestState } from "~/server/context.server";
import { readForm } from "~/server/form.server";
import { formError, refused } from "~/server/form-errors";
import { expectRefusals, guardUpstream } from "~/server/http-errors.server";
import { redirect } from "~/server/redirect.server";
import { loadAccountData } from "./account-data.server";

/** "My designs" (issue 6): the configurations a customer keeps, each reopening the configurator. */

export async function loadMyDesigns(context: Readonly<RouterContextProvider>, url: URL) {
  const state = getRequestState(context);
  const { shop } = state;
  const [{ designs }, online] = await Promise.all([
    loadAccountData(context, url, accountEndpoints.savedDesigns),
    guardUpstream(() => listOnlineDesigns(state)),
  ]);
  const param = shop.configs.productQueryParams.preconfiguredKey;
  return {
    designs: designs.map((design) => ({
      ...design,
      openPath: `${design.pagePath}?${new URLSearchParams({ [param]: design.configKey })}`,
    })),
    onlineDesigns: online.designs.map((design) => onlineDesignView(state, design)),
    done: url.searchParams.get("done"),
  };
}

/** An online design (issue 14): its preview, "order" (my design area → fromMyDesignArea) and "edit". */
function onlineDesignView(state: RequestState, design: DesignSummary) {
  const designParam = state.shop.configs.productQueryParams.designId;
  const screen = state.shop.links.designEditor;
  return {
    id: design.id,
    name: design.name,
    updatedAt: design.updatedAt,
    previewUrl: designPreviewUrl(design.id, design.updatedAt),
    shared: design.shared,
    /** The link that opens it for anyone while it is shared (the product page in designer mode). */
    sharePath: `${design.pagePath}?${new URLSearchParams({ [designParam]: design.id })}`,
    orderPath: `${design.pagePath}?${new URLSearchParams({ [designParam]: design.id, [FROM_MY_DESIGNS_PARAM]: "1" })}`,
    editPath: screen
      ? designScreenUrl(screen, {
          productKey: design.productKey,
          formatKey: design.formatKey,
          from: design.pagePath,
          design: design.id,
        })
      : null,
  };
}

const deleteSchema = z.object({
  intent: z.enum(["delete", "deleteOnline", "share", "unshare"]),
  id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
});

export async function myDesignsAction(context: Readonly<RouterContextProvider>, request: Request, url: URL) {
  const state = getRequestState(context);
  const { api } = state;
  const parsed = deleteSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return refused(formError("designs:error.invalid"), 400);
  const { id, intent } = parsed.data;
  if (intent === "share" || intent === "unshare") {
    const shared = await expectRefusals([400, 404], () => shareDesign(state, id, intent === "share"));
    if (shared instanceof ApiError) return refused(formError("designs:error.gone"), 404);
    return redirect(`${url.pathname}?done=${intent === "share" ? "shared" : "unshared"}`, 303);
  }
  const deleted = await expectRefusals(
    [400, 404],
    async (): Promise<unknown> =>
      intent === "deleteOnline"
        ? deleteDesign(state, id)
        : api.call(accountEndpoints.deleteSavedDesign, {
            body: { id } satisfies DeleteDesignBody,
          }),
  );
  if (deleted instanceof ApiError) return refused(formError("designs:error.gone"), 404);
  return redirect(`${url.pathname}?done=deleted`, 303);
}
