// Finds the dictionary entries the storefront's code can render, per part of the page (ADR 040).
// A key is any string literal "namespace:key" of a known namespace in a module the part imports
// (statically or lazily), so keys kept in data, thrown by actions or passed as props count too;
// a template `namespace:prefix${…}` selects every key starting with the prefix. A key passed to
// serverText(t, …) is left out: the server puts its text into the page's data.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { dictionaryGroupOfFile, PER_SCREEN_GROUPS } from "../app/i18n/dictionary-groups";
import { screenOfRouteId } from "../app/screens/screen-paths";

export interface Selections {
  shell: string[];
  groups: Record<string, string[]>;
  /** For the per-screen groups (ADR 048): the group's layouts' entries once, and each screen's others. */
  screens: Record<string, ScreenSelections>;
  /** Things the generator refuses: a page route outside every group that renders keys the shell doesn't send. */
  problems: string[];
}

interface ScreenSelections {
  layouts: string[];
  screens: Record<string, string[]>;
}

interface RouteEntry {
  id?: string;
  file: string;
  children?: RouteEntry[];
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".js", ".mjs", "/index.ts", "/index.tsx"];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
const KEY = /(["'`])([a-z][a-zA-Z]+):([\w.-]*)/g;

function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return null;
  if (specifier.includes("?")) return null;
  for (const extension of EXTENSIONS) {
    try {
      readFileSync(base + extension);
      return base + extension;
    } catch {
      // not this extension
    }
  }
  return null;
}

/** The selection entries one source text names. */
function keysIn(source: string, namespaces: ReadonlySet<string>, found: Set<string>): void {
  for (const match of source.matchAll(KEY)) {
    const [whole, quote, namespace, key] = match as unknown as [string, string, string, string];
    if (!namespaces.has(namespace)) continue;
    // serverText(t, "ns:key", …) is translated into the page's data on the server: not sent.
    if (/\bserverText\(\s*\w+\s*,\s*$/.test(source.slice(Math.max(0, (match.index ?? 0) - 40), match.index)))
      continue;
    const next = source.slice((match.index ?? 0) + whole.length, (match.index ?? 0) + whole.length + 2);
    if (quote === "`" && next === "${") {
      // `ns:${anything}` is a whole namespace only as a t() argument; elsewhere it is some other id.
      const calledByT = /\bt\(\s*$/.test(source.slice(Math.max(0, (match.index ?? 0) - 8), match.index));
      if (key) found.add(`${namespace}:${key}*`);
      else if (calledByT) found.add(`${namespace}:*`);
    } else if (key) {
      found.add(`${namespace}:${key}`);
    }
  }
}

function scanGraph(
  root: string,
  entryFiles: readonly string[],
  namespaces: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const queue = entryFiles.map((file) => join(root, "app", file));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    keysIn(source, namespaces, found);
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(root, file, match[1] as string);
      // The generated selections name every key: scanning them would select everything.
      if (target && !target.includes("node_modules") && !target.endsWith(".generated.ts")) queue.push(target);
    }
  }
  return found;
}

/** Whether `shell` already sends what `entry` selects. */
function coveredBy(shell: ReadonlySet<string>, entry: string): boolean {
  if (shell.has(entry)) return true;
  const colon = entry.indexOf(":");
  const namespace = entry.slice(0, colon);
  const key = entry.slice(colon + 1).replace(/\*$/, "");
  for (const candidate of shell) {
    if (!candidate.endsWith("*") || !candidate.startsWith(`${namespace}:`)) continue;
    if (key.startsWith(candidate.slice(colon + 1, -1))) return true;
  }
  return false;
}

interface RouteGroups {
  groups: Map<string, RouteEntry[]>;
  ungrouped: string[];
}

function groupRoutes(entries: readonly RouteEntry[], group: string | null, out: RouteGroups): RouteGroups {
  for (const entry of entries) {
    const name = dictionaryGroupOfFile(entry.file);
    if (name) out.groups.set(name, []);
    else if (group) out.groups.get(group)?.push(entry);
    else out.ungrouped.push(entry.file);
    groupRoutes(entry.children ?? [], name ?? group, out);
  }
  return out;
}

export async function computeSelections(root: string): Promise<Selections> {
  const seed = await import(pathToFileURL(join(root, "commerce-api/db/seed/dictionaries-en.ts")).href);
  const namespaces = new Set(Object.keys(seed.enDictionary as Record<string, unknown>));
  const routes = (await import(pathToFileURL(join(root, "app/routes.ts")).href)).default as RouteEntry[];
  const { groups, ungrouped } = groupRoutes(routes, null, { groups: new Map(), ungrouped: [] });

  const shell = scanGraph(root, ["root.tsx"], namespaces);
  const problems: string[] = [];
  for (const file of new Set(ungrouped)) {
    const isPage = /export default/.test(readFileSync(join(root, "app", file), "utf8"));
    const missing = [...scanGraph(root, [file], namespaces)].filter((entry) => !coveredBy(shell, entry));
    if (isPage && missing.length > 0) {
      problems.push(`${file} renders ${missing.join(", ")} but is under no dictionary group (app/routes.ts)`);
    }
  }
  const select = (files: string[]) =>
    [...scanGraph(root, files, namespaces)].filter((entry) => !coveredBy(shell, entry)).sort();
  const groupSelections: Record<string, string[]> = {};
  const screenSelections: Record<string, ScreenSelections> = {};
  for (const [name, entries] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    groupSelections[name] = select(entries.map((entry) => entry.file));
    if (PER_SCREEN_GROUPS.includes(name)) screenSelections[name] = perScreen(entries, select);
  }
  return { shell: [...shell].sort(), groups: groupSelections, screens: screenSelections, problems };
}

/**
 * A per-screen group: the entries of its layouts (the routes that are no screen: the sidebar), which
 * every screen gets, and each screen's entries besides those.
 */
function perScreen(entries: readonly RouteEntry[], select: (files: string[]) => string[]): ScreenSelections {
  const layoutFiles = entries.filter((entry) => !screenOfRouteId(entry.id)).map((entry) => entry.file);
  const layouts = select(layoutFiles);
  const shared = new Set(layouts);
  const files = new Map<string, Set<string>>();
  for (const entry of entries) {
    const screen = screenOfRouteId(entry.id);
    if (screen) files.set(screen, (files.get(screen) ?? new Set()).add(entry.file));
  }
  const screens: Record<string, string[]> = {};
  for (const [screen, own] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    screens[screen] = select([...layoutFiles, ...own]).filter((entry) => !shared.has(entry));
  }
  return { layouts, screens };
}

const LINE_WIDTH = 110;

/** `head[…]tail` the way the project's formatter prints it: on one line when it fits. */
function renderList(head: string, entries: readonly string[], tail: string, indent: string): string {
  const quoted = entries.map((entry) => JSON.stringify(entry));
  const inline = `${indent}${head}[${quoted.join(", ")}]${tail}`;
  if (inline.length <= LINE_WIDTH) return `${inline}\n`;
  return `${indent}${head}[\n${quoted.map((entry) => `${indent}  ${entry},\n`).join("")}${indent}]${tail}\n`;
}

/** Where the generated selections live, relative to app/i18n: an index and one file per part. */
export const SELECTIONS_INDEX = "dictionary-selections.generated.ts";
export const SELECTIONS_DIR = "selections";

const GENERATED =
  "// Generated by scripts/dictionary-selections.mts from the source (ADR 040): do not edit.\n";

/**
 * The generated files by path (relative to app/i18n): the shell's entries, one file per dictionary
 * group (a per-screen group's with one file per screen beside it), and an index that joins them
 * under the names the app reads.
 */
export function renderSelections({ shell, groups, screens }: Selections): Record<string, string> {
  const files: Record<string, string> = {};
  const file = (name: string) => `${SELECTIONS_DIR}/${name}.generated.ts`;
  files[file("shell")] = `${GENERATED}import type { DictionarySelection } from "../dictionary-selection";

/** What the root loader sends on every page: root.tsx and everything it imports. */
${renderList("export const SHELL_SELECTION: DictionarySelection = ", shell, ";", "")}`;
  // A per-screen group's whole list is the union of its layouts' and screens' lists: not written again.
  const plainGroups = Object.entries(groups).filter(([name]) => !(name in screens));
  for (const [name, entries] of plainGroups) {
    files[file(name)] = `${GENERATED}import type { DictionarySelection } from "../dictionary-selection";

/** What the ${name} group's layout (app/routes/dictionaries/${name}.tsx) adds for the routes under it. */
${renderList("export const SELECTION: DictionarySelection = ", entries, ";", "")}`;
  }
  for (const [name, selection] of Object.entries(screens))
    Object.assign(files, renderScreenGroup(name, selection));
  const parts = [...plainGroups.map(([name]) => name), ...Object.keys(screens)].sort();
  const imports = parts.map((name) =>
    name in screens
      ? `import { LAYOUTS as ${name}Layouts, SCREENS as ${name}Screens } from "./${SELECTIONS_DIR}/${name}.generated";\n`
      : `import { SELECTION as ${name} } from "./${SELECTIONS_DIR}/${name}.generated";\n`,
  );
  files[SELECTIONS_INDEX] = `${GENERATED}import type { DictionarySelection } from "./dictionary-selection";
${imports.join("")}
export { SHELL_SELECTION } from "./${SELECTIONS_DIR}/shell.generated";

/** What each dictionary group layout (app/routes/dictionaries) adds for the routes under it. */
export const GROUP_SELECTIONS = { ${plainGroups.map(([name]) => name).join(", ")} } as const satisfies Record<
  string,
  DictionarySelection
>;

/**
 * What a per-screen group's layout sends instead (ADR 048): its layouts' entries on every screen, and
 * each screen's own besides (dictionary-groups.server.ts joins them).
 */
export const SCREEN_SELECTIONS = {
${Object.keys(screens)
  .map((name) => `  ${name}: { layouts: ${name}Layouts, screens: ${name}Screens },\n`)
  .join("")}} as const;

export type DictionaryGroup = keyof typeof GROUP_SELECTIONS | keyof typeof SCREEN_SELECTIONS;
`;
  return files;
}

/**
 * A per-screen group (ADR 048): its file holds the layouts' entries and maps each screen to its own
 * list, one file per screen in the group's directory. Screens that render the same modules have the
 * same list: it is written once, in the first one's file, and the others point to it.
 */
function renderScreenGroup(name: string, { layouts, screens }: ScreenSelections): Record<string, string> {
  const files: Record<string, string> = {};
  const writtenAs = new Map<string, string>();
  const imports: string[] = [];
  const lines: string[] = [];
  for (const [screen, entries] of Object.entries(screens)) {
    const key = entries.join("\n");
    const same = writtenAs.get(key);
    if (same) {
      lines.push(`  ${screen}: ${same},\n`);
      continue;
    }
    writtenAs.set(key, screen);
    const alike = Object.entries(screens)
      .filter(([other, list]) => other !== screen && list.join("\n") === key)
      .map(([other]) => other);
    const also = alike.map(
      (other) => ` * The ${other} screen renders the same modules: it uses this list too.\n`,
    );
    files[`${SELECTIONS_DIR}/${name}/${screen}.generated.ts`] =
      `${GENERATED}import type { DictionarySelection } from "../../dictionary-selection";

/**
 * The ${screen} screen's own entries, besides its group's layouts'.
${also.join("")} */
${renderList("export const SELECTION: DictionarySelection = ", entries, ";", "")}`;
    imports.push(`import { SELECTION as ${screen} } from "./${name}/${screen}.generated";\n`);
    lines.push(`  ${screen},\n`);
  }
  files[`${SELECTIONS_DIR}/${name}.generated.ts`] =
    `${GENERATED}import type { ScreenId } from "../../screens/screen-paths";
import type { DictionarySelection } from "../dictionary-selection";
${imports.join("")}
/** The ${name} group's layouts' entries, sent on each of its screens (ADR 048). */
${renderList("export const LAYOUTS: DictionarySelection = ", layouts, ";", "")}
/** Each ${name} screen's own entries (${SELECTIONS_DIR}/${name}/). */
export const SCREENS: Partial<Record<ScreenId, DictionarySelection>> = {
${lines.join("")}};
`;
  return files;
}

/** The generated files under the selections directory (relative to app/i18n), to find left-overs. */
export function writtenSelectionFiles(i18nDir: string): string[] {
  return readdirSync(join(i18nDir, SELECTIONS_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".generated.ts"))
    .map((entry) =>
      relative(i18nDir, join(entry.parentPath ?? entry.path, entry.name)).replaceAll("\\", "/"),
    );
}
