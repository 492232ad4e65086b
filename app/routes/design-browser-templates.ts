import { proxyApiRequest } from "~/server/api-proxy.server";
import type { Route } from "./+types/design-browser-templates";

/**
 * Spec §7's `GET /api/design-browser-templates` on the shop's own origin: the template browser's
 * list (filters product, format, query, category; limit ≤ 20; cursor), answered by the API's
 * `/api/v1/design-browser-templates` like the other browser-side calls (issue 39 §4).
 */
export function loader({ request, url, context }: Route.LoaderArgs) {
  return proxyApiRequest(request, new URL(`/api/v1/design-browser-templates${url.search}`, url), context);
}
