// After `npm run build` (issue 18): no client chunk carries server-only code (zod stays on the
// server: forms and answers are validated there). Checks against a budget the bytes a first visit of
// a few routes transfers for its JS (entry, root and route with their imports, from React Router's
// client manifest, without what a page imports when it renders: `npm run js-budget` measures what a
// first visit transfers in a browser, ADR 084): each file's brotli copy made by the build, which is
// what the server sends (ADR 094), or the plain file when it has none.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const ASSETS = "build/client/assets";
// Strings only zod's runtime contains (its error class and its internal type tag).
const SERVER_ONLY = [/\$ZodType/, /ZodError/];

const files = readdirSync(ASSETS).filter((name) => name.endsWith(".js"));
const problems = [];
for (const name of files) {
  const source = readFileSync(join(ASSETS, name), "utf8");
  if (SERVER_ONLY.some((pattern) => pattern.test(source))) problems.push(`${name} carries zod`);
}

const manifestFile = files.find((name) => name.startsWith("manifest-"));
const manifest = JSON.parse(
  readFileSync(join(ASSETS, manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;?\s*$/, ""),
);
/** Bytes sent for an asset: a missing brotli copy (the precompress step broken) shows as the plain file. */
const sizeOf = (path) => {
  const file = join("build/client", path);
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
};
/** What a first visit of a route loads: the entry, the root and the route, with their imports. */
function pageJs(routeId) {
  const parts = [manifest.entry, manifest.routes.root, manifest.routes[routeId]].filter(Boolean);
  const paths = new Set(parts.flatMap((part) => [part.module, ...(part.imports ?? [])]));
  return [...paths].reduce((sum, path) => sum + sizeOf(path), 0);
}

/**
 * Ceilings in KB brotli (as sent), since ADR 099 (the shell and framework chunks): the figures then
 * (content-page — home, category and product pages — 124.0, register 122.3, orders 122.0, cart
 * 125.1, checkout 125.7) plus at least 0.3, to the half KB: what adds to every page is seen here.
 * (ADR 094's were 130.5, 127.5, 127, 130 and 130.5.)
 */
const BUDGETS_KB = { "content-page": 124.5, register: 123, orders: 122.5, cart: 125.5, checkout: 126 };

for (const [name, ceiling] of Object.entries(BUDGETS_KB)) {
  const match = Object.keys(manifest.routes).find(
    (key) => key === name || key.endsWith(`routes/${name}`) || key.startsWith(`${name}:`),
  );
  if (!match) continue;
  const kb = pageJs(match) / 1000;
  console.info(`${match} (entry, root, route): ${kb.toFixed(1)} KB brotli, budget ${ceiling} KB`);
  if (kb > ceiling) problems.push(`${match} loads ${kb.toFixed(1)} KB brotli, over its ${ceiling} KB budget`);
}
if (problems.length > 0) {
  console.error(`Client bundle check failed:\n${problems.join("\n")}`);
  process.exit(1);
}
