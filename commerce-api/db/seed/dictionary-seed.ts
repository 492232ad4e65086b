/** A shop language's dictionary as seeded: namespace → key → text. */
export type DictionarySeed = Record<string, Record<string, string>>;
