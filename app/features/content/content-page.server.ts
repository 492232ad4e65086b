import { type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { errorResponse, guardUpstream } from "~/server/http-errors.server";
import { linkPath } from "~/server/shop-config";
import { type ContentPage, contentPageSchema } from "./content.schemas";

export function pageNotFound(path: string) {
  return errorResponse(404, `Page Not Found: ${path}`);
}

/**
 * Catch-all resolution (spec §2): path → url map → content page. The page must really be the
 * one mapped to this path (the route's validity check); loggedOnly pages send visitors to login.
 */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<ContentPage> {
  const { shop, api, auth } = getRequestState(context);
  const entry = shop.urlMap.get(url.pathname);
  if (!entry) throw pageNotFound(url.pathname);
  const page = await guardUpstream(async () => {
    try {
      return await api.get("/api/v1/content/page/", {
        schema: contentPageSchema,
        query: { id: entry.pageId },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
  if (page.path !== url.pathname) throw pageNotFound(url.pathname);
  if (page.loggedOnly && !page.authOptOut && !auth) {
    const login = linkPath(shop, "login") ?? "/";
    throw redirect(`${login}?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  return page;
}
