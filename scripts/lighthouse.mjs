// `npm run lighthouse` (issue 38 §3), on demand, after `npm run build`: Lighthouse's mobile profile
// (Moto G Power, simulated slow 4G and 4× CPU slowdown) over home, product, cart and search of the
// built shop, started here; three runs per page, the median run's performance score, FCP, LCP, CLS and
// TBT. Debian's Chromium (CHROMIUM_PATH). LIGHTHOUSE_PORT picks the shop's port, LIGHTHOUSE_RUNS the
// run count, LIGHTHOUSE_PAGES=product,cart a subset. Not part of `npm test`: its figures depend on how busy the machine is.
import { chromium, devices, request } from "@playwright/test";
import lighthouse from "lighthouse";
import { BUDGET_PAGES, CART_LINE, CHROMIUM, freePort, startBuiltShop } from "./js-budget/built-shop.mjs";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const NAMES = (process.env.LIGHTHOUSE_PAGES ?? "home,product,cart,search").split(",");
const PAGES = BUDGET_PAGES.filter((page) => NAMES.includes(page.name));

/** The session cookie of a visitor whose cart holds the line the budget's cart page is measured with. */
async function cartCookie(origin) {
  // A shopper's browser: a crawler's user agent gets no cart (isbot).
  const visitor = await request.newContext({ userAgent: devices["Desktop Chrome"].userAgent });
  const added = await visitor.post(`${origin}${CART_LINE.path}`, { form: CART_LINE.form, maxRedirects: 0 });
  if (added.status() !== 303) throw new Error(`Adding the cart's line answered ${added.status()}`);
  const { cookies } = await visitor.storageState();
  await visitor.dispose();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** One Lighthouse run's figures. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    tbt: audit("total-blocking-time"),
  };
}

/** The run with the median performance score (Lighthouse's own advice for comparing runs). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

const shop = await startBuiltShop({
  port: process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : undefined,
  dataDir: ".data/lighthouse",
});
// Lighthouse drives the browser over its debugging port; Playwright (already here for e2e) starts it.
const debuggingPort = await freePort();
const chrome = await chromium.launch({
  executablePath: CHROMIUM,
  args: [`--remote-debugging-port=${debuggingPort}`, "--no-sandbox"],
});
try {
  const cookie = await cartCookie(shop.origin);
  console.info(`Lighthouse ${RUNS}× per page, mobile, median run:`);
  console.info("  page       perf    FCP      LCP      CLS     TBT");
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${shop.origin}${page.path}`, {
        port: debuggingPort,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        extraHeaders: page.name === "cart" ? { Cookie: cookie } : undefined,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
      // A run Lighthouse itself gave up on (its page load timed out) has no score to compare.
      if (result.lhr.runtimeError || result.lhr.categories.performance?.score == null) {
        console.warn(
          `  ${page.name}: run ${run + 1} failed (${result.lhr.runtimeError?.code ?? "no score"})`,
        );
        continue;
      }
      runs.push(figuresOf(result.lhr));
    }
    if (runs.length === 0) throw new Error(`No Lighthouse run of ${page.path} succeeded`);
    const { performance, fcp, lcp, cls, tbt } = medianRun(runs);
    const all = runs.map((run) => run.performance).join("/");
    console.info(
      `  ${page.name.padEnd(9)} ${String(performance).padStart(4)}  ${(fcp / 1000).toFixed(2)} s  ${(lcp / 1000).toFixed(2)} s  ${cls.toFixed(3)}  ${Math.round(tbt)} ms   (scores ${all}) ${page.path}`,
    );
  }
} finally {
  await chrome.close();
  await shop.stop();
}
