import { proxyApiRequest } from "~/server/api-proxy.server";
import type { Route } from "./+types/api-proxy";

export function loader({ request, url, context }: Route.LoaderArgs) {
  return proxyApiRequest(request, url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return proxyApiRequest(request, url, context);
}
