import { dictionaryGroupRevalidation } from "~/i18n/dictionary-groups";
import { loadDictionaryGroup } from "~/i18n/dictionary-groups.server";
import { screenGuardMiddleware } from "~/screens/screen-guard.server";
import type { Route } from "./+types/design";

/** Every route under this layout is a named screen: each answers only at this tenant's own path. */
export const middleware: Route.MiddlewareFunction[] = [screenGuardMiddleware];

/** The dictionary entries of the routes under this layout (app/routes.ts, ADR 040). */
export function loader({ context, url, request }: Route.LoaderArgs) {
  return loadDictionaryGroup(context, "design", url, request);
}

export const shouldRevalidate = dictionaryGroupRevalidation("design");
