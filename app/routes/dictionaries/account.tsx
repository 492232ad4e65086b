import { dictionaryGroupRevalidation } from "~/i18n/dictionary-groups";
import { loadDictionaryGroup } from "~/i18n/dictionary-groups.server";
import type { Route } from "./+types/account";

/**
 * The dictionary entries of the personal area's screen the visitor is on, with its sidebar's
 * (app/routes.ts, ADR 040/048): its screens share little text, so each gets only its own.
 */
export function loader({ context, url, request }: Route.LoaderArgs) {
  return loadDictionaryGroup(context, "account", url, request);
}

export const shouldRevalidate = dictionaryGroupRevalidation("account");
