// Which dictionary entries each part of the page uses, found in the source (issue 18, ADR 040):
// the root loader sends the shell's (root.tsx and what it imports), each dictionary group layout
// (app/routes/dictionaries/*.tsx in app/routes.ts) the entries of the routes under it. The result is
// app/i18n/dictionary-selections.generated.ts and the files it joins (app/i18n/selections/: the shell's
// entries, one file per group, and one per screen of a per-screen group); `npm run build` writes them, a unit test fails when the
// checked-in copy is stale or a route renders a key nobody sends.
//   npx tsx scripts/dictionary-selections.mts          write the file
//   npx tsx scripts/dictionary-selections.mts --check  exit 1 if the file would change
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { computeSelections, renderSelections, writtenSelectionFiles } from "./dictionary-scan.mts";

const root = fileURLToPath(new URL("..", import.meta.url));
const i18n = join(root, "app/i18n");

const selections = await computeSelections(root);
for (const problem of selections.problems) console.error(problem);
if (selections.problems.length > 0) process.exit(1);

const files = renderSelections(selections);
const read = (path: string) => {
  try {
    return readFileSync(join(i18n, path), "utf8");
  } catch {
    return null;
  }
};
// Parts of groups (or screens) that no longer exist.
const leftOver = writtenSelectionFiles(i18n).filter((path) => !(path in files));
const stale = Object.entries(files).filter(([path, text]) => read(path) !== text);
if (process.argv.includes("--check")) {
  if (stale.length > 0 || leftOver.length > 0) {
    console.error(
      `app/i18n selections are stale (${[...stale.map(([path]) => path), ...leftOver].join(", ")}): run npx tsx scripts/dictionary-selections.mts`,
    );
    process.exit(1);
  }
} else {
  for (const [path, text] of stale) {
    mkdirSync(dirname(join(i18n, path)), { recursive: true });
    writeFileSync(join(i18n, path), text);
  }
  for (const path of leftOver) rmSync(join(i18n, path));
}
