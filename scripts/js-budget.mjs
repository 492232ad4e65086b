// `npm run js-budget` (issue 38 §3), after `npm run build`: the JS a first visit of each budgeted page
// transfers, measured in Debian's Chromium against the built shop: each script's body as it came over
// the wire (Chromium's encoded size: the build's brotli copies, ADR 094), in KiB as the issue budgets
// it and in KB, beside its gzip size (how ADRs 084 and 090 measured), and the largest source modules
// of those pages (from build/client-module-sizes.json, ADR 084). Exits 1 when a page transfers more
// than the budget (JS_BUDGET_KIB, 140). JS_BUDGET_PORT picks the shop's port (a free one otherwise).
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { addCartLine, BUDGET_PAGES, CHROMIUM, startBuiltShop } from "./js-budget/built-shop.mjs";

/** Written by scripts/js-budget/module-sizes-plugin.ts at build time. */
const MODULE_SIZES_FILE = "build/client-module-sizes.json";
const BUDGET_KIB = Number(process.env.JS_BUDGET_KIB ?? 140);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Every script a fresh visitor's first load of `path` fetches (preloads and dynamic imports
 * included): URL path → bytes transferred (encoded body) and gzip bytes of its decoded body.
 */
async function firstVisitScripts(browser, origin, page) {
  // A normal desktop Chrome: headless Chromium's own user agent is a crawler to isbot (no prices).
  const context = await browser.newContext({ ...devices["Desktop Chrome"] });
  if (page.name === "cart") await addCartLine(context, origin);
  const tab = await context.newPage();
  const responses = new Map();
  tab.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith(".js")) responses.set(url.pathname, response);
  });
  const answer = await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" });
  if (!answer?.ok()) throw new Error(`${page.path} answered ${answer?.status()}`);
  const sizes = new Map();
  for (const [path, response] of responses) {
    const { responseBodySize } = await response.request().sizes();
    sizes.set(path, { transferred: responseBodySize, gzip: gzipSync(await response.body()).length });
  }
  await context.close();
  return sizes;
}

/** Module → estimated transferred bytes: each chunk's real size shared by its modules' gzip-alone sizes. */
function modulesOf(chunkSizes, moduleSizes) {
  const modules = new Map();
  for (const [chunk, { transferred }] of chunkSizes) {
    const parts = Object.entries(moduleSizes[chunk] ?? { [`(chunk ${chunk})`]: { gzip: transferred } });
    const alone = parts.reduce((sum, [, size]) => sum + size.gzip, 0) || 1;
    for (const [name, size] of parts) modules.set(name, (size.gzip / alone) * transferred);
  }
  return modules;
}

const sum = (chunks, key) => [...chunks.values()].reduce((total, size) => total + size[key], 0);

// A build made without the plugin (an older commit) still gets its per-page totals, chunks as modules.
const moduleSizes = existsSync(MODULE_SIZES_FILE) ? JSON.parse(readFileSync(MODULE_SIZES_FILE, "utf8")) : {};
const shop = await startBuiltShop({
  port: process.env.JS_BUDGET_PORT ? Number(process.env.JS_BUDGET_PORT) : undefined,
  dataDir: ".data/js-budget",
});
const browser = await chromium.launch({ executablePath: CHROMIUM });
const over = [];
const largest = new Map();
try {
  console.info(`First visit, JS transferred (KiB = 1 024 bytes), budget ${BUDGET_KIB} KiB:`);
  console.info(`  ${"page".padEnd(9)} ${"transferred".padStart(20)}  ${"gzip".padStart(9)}`);
  for (const page of BUDGET_PAGES) {
    const chunks = await firstVisitScripts(browser, shop.origin, page);
    const total = sum(chunks, "transferred");
    const mark = total > BUDGET_KIB * 1024 ? "  over" : "";
    if (mark) over.push(page.name);
    console.info(
      `  ${page.name.padEnd(9)} ${kib(total).padStart(10)} ${kb(total).padStart(9)}  ${kb(sum(chunks, "gzip")).padStart(9)}  ${chunks.size} files  ${page.path}${mark}`,
    );
    if (process.env.JS_BUDGET_FILES) {
      for (const [file, size] of chunks)
        console.info(`      ${kb(size.transferred).padStart(9)} ${kb(size.gzip).padStart(9)}  ${file}`);
    }
    for (const [name, size] of modulesOf(chunks, moduleSizes)) {
      const seen = largest.get(name) ?? { size, pages: [] };
      seen.pages.push(page.name);
      largest.set(name, seen);
    }
  }
  console.info("\nLargest modules of those pages (estimated share of their chunk's transferred bytes):");
  const ranked = [...largest]
    .sort(([, a], [, b]) => b.size - a.size)
    .slice(0, Number(process.env.JS_BUDGET_TOP ?? 10));
  for (const [name, { size, pages }] of ranked) {
    const where = pages.length === BUDGET_PAGES.length ? "every page" : pages.join(", ");
    console.info(`  ${kib(size).padStart(10)}  ${name}  (${where})`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
if (over.length > 0) {
  console.error(`\nOver ${BUDGET_KIB} KiB: ${over.join(", ")}`);
  process.exit(1);
}
