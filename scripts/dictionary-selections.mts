// Which dictionary entries each part of the page uses, found in the source (issue 18, ADR 040):
// the root loader sends the shell's (root.tsx and what it imports), each dictionary group layout
// (app/routes/dictionaries/*.tsx in app/routes.ts) the entries of the routes under it. The result is
// app/i18n/dictionary-selections.generated.ts; `npm run build` writes it, a unit test fails when the
// checked-in copy is stale or a route renders a key nobody sends.
//   npx tsx scripts/dictionary-selections.mts          write the file
//   npx tsx scripts/dictionary-selections.mts --check  exit 1 if the file would change
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { computeSelections, renderSelections } from "./dictionary-scan.mts";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = join(root, "app/i18n/dictionary-selections.generated.ts");

const selections = await computeSelections(root);
for (const problem of selections.problems) console.error(problem);
if (selections.problems.length > 0) process.exit(1);

const text = renderSelections(selections);
const current = (() => {
  try {
    return readFileSync(target, "utf8");
  } catch {
    return "";
  }
})();
if (process.argv.includes("--check")) {
  if (current !== text) {
    console.error(
      "app/i18n/dictionary-selections.generated.ts is stale: run npx tsx scripts/dictionary-selections.mts",
    );
    process.exit(1);
  }
} else if (current !== text) {
  writeFileSync(target, text);
}
