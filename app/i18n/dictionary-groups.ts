import { type PackedDictionaries, unpackDictionaries } from "./packed-dictionaries";

/** Where the dictionary group layouts live (app/routes/dictionaries, ADR 040); also their route ids' start. */
const GROUP_ROUTE_PREFIX = "routes/dictionaries/";

/** The module of a group's layout, as app/routes.ts names it. */
export const dictionaryGroupFile = (group: string) => `${GROUP_ROUTE_PREFIX}${group}.tsx`;

/** The group a route module file is the layout of, if it is one. */
export function dictionaryGroupOfFile(file: string | undefined): string | null {
  if (!file?.startsWith(GROUP_ROUTE_PREFIX) || !file.endsWith(".tsx")) return null;
  const group = file.slice(GROUP_ROUTE_PREFIX.length, -".tsx".length);
  return /^\w+$/.test(group) ? group : null;
}

/** What a dictionary group layout's loader returns. */
export interface DictionaryGroupData {
  dictionaries: PackedDictionaries;
}

/**
 * A group's entries don't change while the visitor stays among its routes: mutations, currency and
 * sign-in don't touch them, so the layout never reloads them (entering another group loads its own).
 */
function keepDictionaries(): boolean {
  return false;
}

/**
 * Groups whose screens share little text (the personal area's orders, files, addresses, wallet…; cart,
 * checkout and payment; search, newsletter, quote request…): the layout sends only the entries of the
 * screen the visitor is on (ADR 048). Every route under them is a named screen.
 */
export const PER_SCREEN_GROUPS: readonly string[] = ["account", "services", "shopping"];

/**
 * A per-screen group reloads its entries when the visitor moves to another of its screens, and only
 * then. Each of its routes is one screen at one path per tenant, so another path is another screen
 * (compared without trailing slashes; the screen table itself stays off the client).
 */
function keepScreenDictionaries({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean {
  const path = (url: URL) => url.pathname.replace(/\/+$/, "");
  return path(currentUrl) !== path(nextUrl);
}

/** The `shouldRevalidate` of a group's layout: per screen for the groups that are (above), else never. */
export function dictionaryGroupRevalidation(group: string): typeof keepScreenDictionaries {
  return PER_SCREEN_GROUPS.includes(group) ? keepScreenDictionaries : keepDictionaries;
}

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** What the matched group layout sent (its packed entries, or their document's address), if any. */
export function groupDictionaryWire(matches: Matches): PackedDictionaries | undefined {
  const match = matches.find((candidate) => candidate?.id.startsWith(GROUP_ROUTE_PREFIX));
  return (match?.loaderData as DictionaryGroupData | undefined)?.dictionaries;
}

/** The dictionaries of the matched group layout, if the page is under one. */
export function groupDictionariesOf(matches: Matches) {
  return unpackDictionaries(groupDictionaryWire(matches));
}
