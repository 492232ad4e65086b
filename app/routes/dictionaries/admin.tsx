import { dictionaryGroupRevalidation } from "~/i18n/dictionary-groups";
import { loadDictionaryGroup } from "~/i18n/dictionary-groups.server";
import type { Route } from "./+types/admin";

/** The dictionary entries of the routes under this layout (app/routes.ts, ADR 040). */
export function loader({ context, url, request }: Route.LoaderArgs) {
  return loadDictionaryGroup(context, "admin", url, request);
}

export const shouldRevalidate = dictionaryGroupRevalidation("admin");
