// `npm run js-budget` (issue 38 §3), after `npm run build`: the JS a first visit of each budgeted page
// transfers (gzip, as the browser gets it), measured in Debian's Chromium against the built shop, and
// the largest source modules of those pages (from build/client-module-sizes.json, ADR 084). Exits 1
// when a page is over the budget. JS_BUDGET_PORT picks the shop's port (a free one otherwise).
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, devices } from "@playwright/test";
import { BUDGET_PAGES, CART_LINE, CHROMIUM, startBuiltShop } from "./js-budget/built-shop.mjs";

/** Written by scripts/js-budget/module-sizes-plugin.ts at build time. */
const MODULE_SIZES_FILE = "build/client-module-sizes.json";
const BUDGET_KB = Number(process.env.JS_BUDGET_KB ?? 140);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** Every script a fresh visitor's first load of `path` fetches (preloads and dynamic imports included). */
async function firstVisitScripts(browser, origin, page) {
  // A normal desktop Chrome: headless Chromium's own user agent is a crawler to isbot (no prices).
  const context = await browser.newContext({ ...devices["Desktop Chrome"] });
  if (page.name === "cart") {
    const added = await context.request.post(`${origin}${CART_LINE.path}`, {
      form: CART_LINE.form,
      maxRedirects: 0,
    });
    if (added.status() !== 303) throw new Error(`Adding the cart's line answered ${added.status()}`);
  }
  const tab = await context.newPage();
  const scripts = new Map();
  tab.on("response", async (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !url.pathname.endsWith(".js")) return;
    scripts.set(url.pathname, response.body());
  });
  const answer = await tab.goto(`${origin}${page.path}`, { waitUntil: "networkidle" });
  if (!answer?.ok()) throw new Error(`${page.path} answered ${answer?.status()}`);
  const sizes = new Map();
  for (const [path, body] of scripts) sizes.set(path, gzipSync(await body).length);
  await context.close();
  return sizes;
}

/** Module → estimated gzip bytes: each chunk's real gzip size shared by its modules' gzip-alone sizes. */
function modulesOf(chunkSizes, moduleSizes) {
  const modules = new Map();
  for (const [chunk, gzip] of chunkSizes) {
    const parts = Object.entries(moduleSizes[chunk] ?? { [`(chunk ${chunk})`]: { gzip } });
    const alone = parts.reduce((sum, [, size]) => sum + size.gzip, 0) || 1;
    for (const [name, size] of parts) modules.set(name, (size.gzip / alone) * gzip);
  }
  return modules;
}

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
  console.info(`First visit, JS transferred (gzip), budget ${BUDGET_KB} KB:`);
  for (const page of BUDGET_PAGES) {
    const chunks = await firstVisitScripts(browser, shop.origin, page);
    const total = [...chunks.values()].reduce((sum, size) => sum + size, 0);
    if (total > BUDGET_KB * 1000) over.push(page.name);
    const mark = total > BUDGET_KB * 1000 ? "  over" : "";
    console.info(
      `  ${page.name.padEnd(9)} ${kb(total).padStart(9)}  ${chunks.size} files  ${page.path}${mark}`,
    );
    if (process.env.JS_BUDGET_FILES) {
      for (const [file, size] of chunks) console.info(`      ${kb(size).padStart(9)}  ${file}`);
    }
    for (const [name, size] of modulesOf(chunks, moduleSizes)) {
      const seen = largest.get(name) ?? { size, pages: [] };
      seen.pages.push(page.name);
      largest.set(name, seen);
    }
  }
  console.info("\nLargest modules of those pages (estimated gzip share of their chunk):");
  const ranked = [...largest]
    .sort(([, a], [, b]) => b.size - a.size)
    .slice(0, Number(process.env.JS_BUDGET_TOP ?? 10));
  for (const [name, { size, pages }] of ranked) {
    const where = pages.length === BUDGET_PAGES.length ? "every page" : pages.join(", ");
    console.info(`  ${kb(size).padStart(9)}  ${name}  (${where})`);
  }
} finally {
  await browser.close();
  await shop.stop();
}
if (over.length > 0) {
  console.error(`\nOver ${BUDGET_KB} KB: ${over.join(", ")}`);
  process.exit(1);
}
