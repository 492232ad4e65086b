// `npm run hydration-time` (issue 38 §3, ADR 099), on demand, after `npm run build`: first paint, LCP
// and the time until the page is hydrated (`html[data-hydrated]`, set by the root's first effect) of
// a first visit to home, product, cart and search of the built shop, in Debian's Chromium under
// Lighthouse's mobile conditions applied for real (slow 4G as DevTools throttles it: 562.5 ms round
// trip, 1.47 Mbit/s down, and a 4× slower CPU) at 390 px. Lighthouse only simulates a load from an
// unthrottled one, so it can't say when a phone can first use a page's controls; this can.
// HYDRATION_RUNS (3) runs per page, the median of each figure; HYDRATION_PORT picks the shop's port.
import { chromium, devices } from "@playwright/test";
import { addCartLine, BUDGET_PAGES, CHROMIUM, startBuiltShop } from "./js-budget/built-shop.mjs";

const RUNS = Number(process.env.HYDRATION_RUNS ?? 3);
const PAGES = BUDGET_PAGES.filter((page) => page.name !== "category");
/** Lighthouse's mobile "slow 4G", with its factors for DevTools' request-level throttling. */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1638.4 * 0.9 * 1024) / 8 };
const UPLOAD = (675 * 0.9 * 1024) / 8;

/** Records when the page says it is hydrated, from its first byte on (before any script of the page). */
function watchHydration() {
  // The document, not its <html>: that element doesn't exist yet when this runs.
  new MutationObserver((_, observer) => {
    if (!document.documentElement?.hasAttribute("data-hydrated")) return;
    globalThis.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
}

async function oneRun(browser, origin, page) {
  const context = await browser.newContext({ ...devices["Pixel 7"], viewport: { width: 390, height: 844 } });
  if (page.name === "cart") await addCartLine(context, origin);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { ...NETWORK, uploadThroughput: UPLOAD });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await tab.addInitScript(watchHydration);
  await tab.goto(`${origin}${page.path}`, { waitUntil: "load" });
  await tab.waitForFunction(() => globalThis.__hydratedAt !== undefined, null, { timeout: 60_000 });
  const figures = await tab.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
          resolve({ fcp, lcp, hydrated: globalThis.__hydratedAt });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  await context.close();
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const shop = await startBuiltShop({
  port: process.env.HYDRATION_PORT ? Number(process.env.HYDRATION_PORT) : undefined,
  dataDir: ".data/hydration-time",
});
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  console.info(`First visit at 390 px, slow 4G and 4× CPU, median of ${RUNS}:`);
  console.info("  page          FCP       LCP   hydrated   (hydrated, each run)");
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, shop.origin, page));
    const [fcp, lcp, hydrated] = ["fcp", "lcp", "hydrated"].map((key) => median(runs.map((run) => run[key])));
    const each = runs.map((run) => seconds(run.hydrated)).join(" / ");
    console.info(
      `  ${page.name.padEnd(9)} ${seconds(fcp).padStart(7)} ${seconds(lcp).padStart(9)} ${seconds(hydrated).padStart(10)}   (${each})`,
    );
  }
} finally {
  await browser.close();
  await shop.stop();
}
