import type { RouterContextProvider } from "react-router";
import { contentEndpoints } from "#contract/content/content.endpoints";
import type { ContentPage } from "#contract/content/content.schemas";
import { loginRedirect } from "~/features/auth/require-auth.server";
import type { ApiClient } from "~/server/api/api-client.server";
import { ApiError } from "~/server/api/errors";
import { getRequestState } from "~/server/context.server";
import { guardUpstream, pageNotFound } from "~/server/http-errors.server";
import { logger } from "~/server/logger.server";
import { redirect } from "~/server/redirect.server";
import { resolveRedirectTarget } from "~/server/redirect-target";

/**
 * A path outside the url map may still have a server-provided redirect (a retired URL). The target
 * is followed only if it is same-origin or an allow-listed external host (spec §2 redirect rules).
 */
async function findServerRedirect(api: ApiClient, path: string, allowedHosts: readonly string[]) {
  const answer = await guardUpstream(async () => {
    try {
      return await api.call(contentEndpoints.redirect, { query: { path } });
    } catch (error) {
      // No redirect known, or a path the upstream won't even look up (too long, malformed): none.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
  });
  if (!answer) return null;
  const location = resolveRedirectTarget(answer.location, allowedHosts);
  if (!location) {
    logger.warn({ path, location: answer.location }, "refused server redirect");
    return null;
  }
  return { location, status: answer.statusCode };
}

/**
 * Catch-all resolution (spec §2): path → url map → content page. The page must really be the
 * one mapped to this path (the route's validity check); loggedOnly pages send visitors to login.
 */
export async function loadContentPage(
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<ContentPage> {
  const { shop, api, auth, env } = getRequestState(context);
  const entry = shop.urlMap.get(url.pathname);
  if (!entry) {
    const redirectTo = await findServerRedirect(api, url.pathname, env.allowedRedirectHosts);
    if (redirectTo)
      throw redirect(
        `${redirectTo.location}${redirectTo.location.includes("?") ? "" : url.search}`,
        redirectTo.status,
      );
    throw pageNotFound(url.pathname);
  }
  const page = await guardUpstream(async () => {
    try {
      return await api.call(contentEndpoints.page, {
        query: { id: entry.pageId },
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw pageNotFound(url.pathname);
      throw error;
    }
  });
  if (page.path !== url.pathname) throw pageNotFound(url.pathname);
  if (page.loggedOnly && !page.authOptOut && !auth) throw loginRedirect(context, url);
  return page;
}
