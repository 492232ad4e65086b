import { createInstance, type i18n } from "i18next";
import type { Dictionaries } from "#contract/content/content.schemas";

export interface I18nOptions {
  /** BCP 47 locale of the tenant, e.g. fr-FR. */
  locale: string;
  dictionaries: Dictionaries;
  /** Staff debug mode: every text renders as its "namespace:key" (spec §3 dictionary debug). */
  showKeys?: boolean;
}

/**
 * One i18next instance per render, fed with the tenant's dictionaries from the basic configs
 * (no backend, no async init), so server and client render the same text.
 */
export function createI18n({ locale, dictionaries, showKeys = false }: I18nOptions): i18n {
  // The same dictionaries object comes back from the per-tenant basic-configs cache, so the instance
  // (fixed language, never changed) is shared by every render that uses it.
  const key = `${locale}|${showKeys}`;
  const cached = instances.get(dictionaries)?.get(key);
  if (cached) return cached;
  const instance = buildInstance({ locale, dictionaries, showKeys });
  const byKey = instances.get(dictionaries) ?? new Map<string, i18n>();
  byKey.set(key, instance);
  instances.set(dictionaries, byKey);
  return instance;
}

const instances = new WeakMap<Dictionaries, Map<string, i18n>>();

function buildInstance({ locale, dictionaries, showKeys }: Required<I18nOptions>): i18n {
  const instance = createInstance();
  const namespaces = Object.keys(dictionaries);
  void instance.init({
    lng: showKeys ? "cimode" : locale,
    fallbackLng: false,
    resources: { [locale]: dictionaries },
    ns: namespaces.length > 0 ? namespaces : ["common"],
    defaultNS: "common",
    keySeparator: false,
    appendNamespaceToCIMode: true,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
