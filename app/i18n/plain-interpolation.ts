import type { i18n as I18n } from "i18next";

/**
 * Options i18next gives a meaning beyond "fill {{name}} with this value" (plurals, context, nesting,
 * other namespaces or languages…): a call with any of them goes to i18next itself.
 */
const I18NEXT_OPTIONS = new Set([
  "context",
  "ns",
  "lng",
  "lngs",
  "fallbackLng",
  "returnObjects",
  "returnDetails",
  "joinArrays",
  "postProcess",
  "interpolation",
  "replace",
  "keyPrefix",
  "ordinal",
  "skipInterpolation",
]);

/** {{name}} with nothing i18next would treat specially ({{- name}} unescaped, {{name, format}}). */
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const SPECIAL = /\$t\(|\{\{\s*-|\{\{[^}]*,/;

/** The values of a call that only fills placeholders with strings and numbers; null for anything else. */
export function plainValues(options: object): Record<string, string | number> | null {
  for (const [name, value] of Object.entries(options)) {
    if (name === "defaultValue") {
      if (typeof value !== "string") return null;
    } else if (name === "count") {
      // A number picks a plural form; a string (an already formatted number) is only filled in.
      if (typeof value !== "number" && typeof value !== "string") return null;
    } else if (
      I18NEXT_OPTIONS.has(name) ||
      name.startsWith("defaultValue_") ||
      (typeof value !== "string" && typeof value !== "number")
    ) {
      return null;
    }
  }
  return options as Record<string, string | number>;
}

/**
 * The text of `key` (its entry — its plural form for `count` — else the default value) with {{name}}
 * placeholders filled, as i18next fills them with escapeValue off; null when the text needs i18next
 * (nesting, formats, a value named a.b, keys shown instead of texts). Entries are read once per key.
 */
export function plainInterpolation(
  instance: I18n,
  templates: Map<string, string | null>,
  key: string,
  values: Record<string, string | number>,
): string | null {
  if (instance.language === "cimode") return null;
  // i18next's lookup order for `count` (JSON v4 plurals): key_zero for 0, then key_<category>, then key.
  const count = values.count;
  let template: string | null = null;
  if (typeof count === "number") {
    if (count === 0) template = entryOf(instance, templates, `${key}_zero`);
    template ??= entryOf(instance, templates, `${key}_${pluralCategory(instance.language, count)}`);
  }
  template ??= entryOf(instance, templates, key);
  const text = template ?? (typeof values.defaultValue === "string" ? values.defaultValue : null);
  if (text === null || SPECIAL.test(text)) return null;
  let unknown = false;
  const filled = text.replace(PLACEHOLDER, (_match, name: string) => {
    if (name.includes(".") || !Object.hasOwn(values, name) || name === "defaultValue") unknown = true;
    return String(values[name] ?? "");
  });
  return unknown ? null : filled;
}

const categoriesByLanguage = new Map<string, { rules: Intl.PluralRules; byCount: Map<number, string> }>();

/** The plural category of `count` ("one", "other"…), remembered for the small whole numbers pages show. */
function pluralCategory(language: string, count: number): string {
  let plurals = categoriesByLanguage.get(language);
  if (!plurals) {
    plurals = { rules: new Intl.PluralRules(language), byCount: new Map() };
    categoriesByLanguage.set(language, plurals);
  }
  let category = plurals.byCount.get(count);
  if (category === undefined) {
    category = plurals.rules.select(count);
    if (Number.isInteger(count) && count >= 0 && count < 1_000) plurals.byCount.set(count, category);
  }
  return category;
}

/** The raw entry of "namespace:key" (or a key of the common namespace), read once per key. */
function entryOf(instance: I18n, templates: Map<string, string | null>, key: string): string | null {
  let template = templates.get(key);
  if (template === undefined) {
    const colon = key.indexOf(":");
    const namespace = colon === -1 ? "common" : key.slice(0, colon);
    const entry = instance.getResource(
      instance.language,
      namespace,
      colon === -1 ? key : key.slice(colon + 1),
    );
    template = typeof entry === "string" ? entry : null;
    templates.set(key, template);
  }
  return template;
}
