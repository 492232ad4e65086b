import { enDictionary } from "./dictionaries-en";
import { frDictionary } from "./dictionaries-fr";

/**
 * UI dictionaries per tenant language: namespace → key → text.
 * Seeded into the database; the storefront receives them with the basic configs.
 * Keys are flat strings ("nav.open"); components read them as t("header:nav.open").
 */
import type { DictionarySeed } from "./dictionary-seed";

export type { DictionarySeed } from "./dictionary-seed";

export const dictionaries: Record<"fr" | "en", DictionarySeed> = { fr: frDictionary, en: enDictionary };
