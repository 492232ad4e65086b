import { describe, expect, it } from "vitest";
import { enDictionary } from "../../commerce-api/db/seed/dictionaries-en";
import { frDictionary } from "../../commerce-api/db/seed/dictionaries-fr";
import { createI18n } from "./i18n";
import { plainInterpolation, plainValues } from "./plain-interpolation";

/** Values for every placeholder of a text, strings and numbers in turn, some with $ and braces. */
function valuesFor(text: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  let index = 0;
  for (const [, name] of text.matchAll(/\{\{\s*([\w]+)\s*\}\}/g)) {
    values[name as string] = index++ % 2 === 0 ? `US$ 1 200,50 {{x}} $& ${name}` : 1250 + index;
  }
  return values;
}

const SHOPS = [
  ["fr-FR", frDictionary],
  ["en-GB", enDictionary],
] as const;

/** Checks our text for `key` against i18next's; false when the call is left to i18next. */
function matchesI18next(
  instance: ReturnType<typeof createI18n>,
  templates: Map<string, string | null>,
  key: string,
  options: Record<string, string | number>,
): boolean {
  const ours = plainInterpolation(instance, templates, key, plainValues(options) ?? {});
  if (ours === null) return false;
  expect(ours, `${key} ${JSON.stringify(options)}`).toBe(instance.t(key, options));
  return true;
}

describe("plainInterpolation", () => {
  it("fills every entry of both shops' dictionaries exactly as i18next does, or hands it to i18next", () => {
    let filled = 0;
    for (const [locale, dictionaries] of SHOPS) {
      const instance = createI18n({ locale, dictionaries });
      const templates = new Map<string, string | null>();
      for (const [namespace, entries] of Object.entries(dictionaries)) {
        for (const [entry, text] of Object.entries(entries)) {
          if (typeof text !== "string" || !text.includes("{{")) continue;
          const options = { defaultValue: "unused", ...valuesFor(text) };
          if (matchesI18next(instance, templates, `${namespace}:${entry}`, options)) filled++;
        }
      }
    }
    expect(filled).toBeGreaterThan(50);
  });

  it("picks the plural form i18next picks for every count, and fills it the same", () => {
    let checked = 0;
    for (const [locale, dictionaries] of SHOPS) {
      const instance = createI18n({ locale, dictionaries });
      const templates = new Map<string, string | null>();
      for (const [namespace, entries] of Object.entries(dictionaries)) {
        const families = new Set(
          Object.keys(entries)
            .filter((entry) => /_(zero|one|two|few|many|other)$/.test(entry))
            .map((entry) => entry.replace(/_(zero|one|two|few|many|other)$/, "")),
        );
        for (const family of families) {
          const key = `${namespace}:${family}`;
          const texts = Object.entries(entries)
            .filter(([entry]) => entry.startsWith(`${family}_`))
            .map(([, text]) => String(text));
          for (const count of [0, 1, 2, 5, 1.5, 21, 1_000_000]) {
            const options = { defaultValue: "unused", ...valuesFor(texts.join(" ")), count };
            if (matchesI18next(instance, templates, key, options)) checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it("fills a count given as text (already formatted) without choosing a plural form, like i18next", () => {
    const instance = createI18n({ locale: "fr-FR", dictionaries: frDictionary });
    const options = { defaultValue: "At least {{count}} characters.", count: "12 840" };
    expect(matchesI18next(instance, new Map(), "auth:register.passwordHintLength", options)).toBe(true);
    expect(instance.t("auth:register.passwordHintLength", options)).toContain("12 840");
  });

  it("fills the default value of a missing entry, like i18next", () => {
    const instance = createI18n({ locale: "fr-FR", dictionaries: { cart: {} } });
    const options = {
      defaultValue: "Plus que {{amount}} pour {{what}}",
      amount: "38,00 €",
      what: "la livraison",
    };
    expect(matchesI18next(instance, new Map(), "cart:missing", options)).toBe(true);
    expect(instance.t("cart:missing", options)).toBe("Plus que 38,00 € pour la livraison");
  });

  it("leaves to i18next what needs it: plurals, nesting, formats, missing values, keys shown as keys", () => {
    const instance = createI18n({
      locale: "fr-FR",
      dictionaries: {
        common: { nested: "Voir $t(common:other)", format: "{{n, number}}", plain: "{{a}} et {{b}}" },
      },
    });
    expect(plainValues({ count: true, defaultValue: "x" })).toBeNull();
    expect(plainValues({ count: 2, defaultValue_one: "x" })).toBeNull();
    expect(plainValues({ context: "male" })).toBeNull();
    expect(plainValues({ list: ["a"] })).toBeNull();
    expect(plainInterpolation(instance, new Map(), "common:nested", {})).toBeNull();
    expect(plainInterpolation(instance, new Map(), "common:format", { n: 1 })).toBeNull();
    expect(plainInterpolation(instance, new Map(), "common:plain", { a: 1 })).toBeNull();
    expect(plainInterpolation(instance, new Map(), "plain", { a: 1, b: "deux" })).toBe("1 et deux");
    const keys = createI18n({ locale: "fr-FR", dictionaries: {}, showKeys: true });
    expect(plainInterpolation(keys, new Map(), "common:plain", { a: 1, b: 2 })).toBeNull();
  });
});
