import type { TFunction } from "i18next";
import type { RequestState } from "~/server/context.server";
import { createI18n } from "./i18n";
import { translatorFor } from "./use-translation";

/** The shop's translator for this request (keys instead of texts in staff debug mode), for serverText. */
export function requestText(state: RequestState): TFunction {
  return translatorFor(
    createI18n({
      locale: state.shop.domain.locale,
      dictionaries: state.shop.dictionaries,
      showKeys: state.debug,
    }),
  );
}
