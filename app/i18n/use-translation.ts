import type { i18n as I18n, TFunction } from "i18next";
import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { createI18n } from "./i18n";
import { plainInterpolation, plainValues } from "./plain-interpolation";

const memoised = new WeakMap<I18n, TFunction>();
let bare: I18n | undefined;
const withoutDictionaries = () => {
  bare ??= createI18n({ locale: "en-GB", dictionaries: {} });
  return bare;
};

function onlyDefaultValue(options: unknown): options is { defaultValue?: unknown } | undefined {
  if (options === undefined) return true;
  if (typeof options !== "object" || options === null) return false;
  // Without Object.keys: nearly every call passes { defaultValue }, and this runs for each.
  for (const name in options) if (name !== "defaultValue") return false;
  return true;
}

/**
 * i18next's `t` for one instance, answering the plain lookups (no interpolation, no count) from a memo:
 * an instance never changes its language or entries (createI18n), so the same key gives the same text.
 */
function memoisedT(instance: I18n): TFunction {
  /** Plain lookups by key, with the default value the key was first asked with (almost always its only one). */
  const texts = new Map<string, { defaultValue: unknown; text: string }>();
  /** The rare key asked with another default value too, by key and default. */
  const otherDefaults = new Map<string, string>();
  const templates = new Map<string, string | null>();
  const lookUp = (key: string | string[], options?: { defaultValue?: unknown }) => {
    const defaultValue = options?.defaultValue;
    const name = Array.isArray(key) ? key.join("\u0000") : key;
    const known = texts.get(name);
    if (known !== undefined && known.defaultValue === defaultValue) return known.text;
    const other = known === undefined ? null : `${name}\u0001${String(defaultValue ?? "")}`;
    const remembered = other === null ? undefined : otherDefaults.get(other);
    if (remembered !== undefined) return remembered;
    const text = String(instance.t(key, options as never));
    if (other === null) texts.set(name, { defaultValue, text });
    else otherDefaults.set(other, text);
    return text;
  };
  const t = (key: string | string[], options?: unknown) => {
    if (onlyDefaultValue(options)) return lookUp(key, options);
    // Filling {{name}} with a few values needs none of i18next's resolution (~5 µs a call).
    const values =
      typeof key === "string" && typeof options === "object" && options !== null
        ? plainValues(options)
        : null;
    const filled = values ? plainInterpolation(instance, templates, key as string, values) : null;
    return filled ?? instance.t(key, options as never);
  };
  return t as unknown as TFunction;
}

/**
 * The page's translations: the i18next instance root's Layout provides (I18nextProvider) and its
 * `t`. It replaces react-i18next's hook, whose per-render work (store subscriptions, namespace
 * reports, a fresh `t` wrapper) was ~6 % of a server render for instances that never change (ADR 040).
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  // Outside any provider (an error view rendered before the shell) the texts are the default values.
  const instance = useContext(I18nContext)?.i18n ?? withoutDictionaries();
  return { t: translatorFor(instance), i18n: instance };
}

/** The shop's locale for Intl formats (numbers, sizes, dates), from the page's i18next instance. */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language ?? "en";
}

/** The memoised `t` of an i18next instance (see memoisedT), for components and the server alike. */
export function translatorFor(instance: I18n): TFunction {
  let t = memoised.get(instance);
  if (!t) {
    t = memoisedT(instance);
    memoised.set(instance, t);
  }
  return t;
}
