import { expect, type Locator, type Page, test } from "@playwright/test";
import { FR } from "./origins";

/**
 * Client-side navigations shift nothing (issue 38 §2): what moves on screen after the shopper's click,
 * outside the 500 ms the browser attributes to the click itself (`hadRecentInput`), is summed as
 * Lighthouse's CLS would, and must stay at or under 0.1. Measured at a phone's and a desktop's width.
 */

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const shifts: { at: number; value: number; nodes: string }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | null | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${String(node.className)}` : "?";
        });
        shifts.push({ at: entry.startTime, value: entry.value, nodes: nodes.join(",") });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * A phone's network as Lighthouse's devtools throttling has it (562.5 ms round trip, 1.47 Mbit/s):
 * the new screen then arrives after the click's 500 ms, as it does for a shopper on a phone.
 */
async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
}

/** Clicks `link`, waits for `arrived` and the new screen's requests, and returns the shifts after the click. */
async function shiftAfter(page: Page, link: Locator, arrived: () => Promise<void>) {
  const clickedAt = await page.evaluate(() => performance.now());
  await link.click();
  await arrived();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const shifts = await page.evaluate(
    (since) =>
      (
        (window as Window & { __shifts?: { at: number; value: number; nodes: string }[] }).__shifts ?? []
      ).filter((shift) => shift.at >= since),
    clickedAt,
  );
  // Still one document: the navigation was client-side.
  expect(await page.evaluate(() => "__shifts" in window)).toBe(true);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  return { cls, detail: shifts.map((shift) => `${shift.value.toFixed(4)} ${shift.nodes}`).join(" | ") };
}

const banner = (page: Page) => page.getByRole("banner");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** A link of the header's menu: the bar on a desktop, the drawer (opened first) on a phone. */
async function menuLink(page: Page, name: string) {
  const toggle = banner(page).locator("summary.site-header__menu-toggle");
  if (await toggle.isVisible()) await toggle.click();
  return banner(page).getByRole("link", { name, exact: true }).locator("visible=true").first();
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 768 } });

    test("home → category → product → cart → home move nothing once the click is past @js-only", async ({
      page,
    }, testInfo) => {
      await observeShifts(page);
      await page.goto(`${FR}/`);
      await page.waitForLoadState("networkidle");
      await slowNetwork(page);
      const steps: [string, { cls: number; detail: string }][] = [];
      steps.push([
        "home → category",
        await shiftAfter(page, await menuLink(page, "Flyers et dépliants"), () =>
          expect(page).toHaveURL(`${FR}/flyers-et-depliants/`),
        ),
      ]);
      await page.goto(`${FR}/cartes-de-visite/standard/`);
      await expect(heading(page)).toContainText("Cartes de visite");
      await page.waitForLoadState("networkidle");
      steps.push([
        "product → cart",
        await shiftAfter(page, banner(page).getByRole("link", { name: /^Panier/ }), () =>
          expect(heading(page)).toContainText(/panier/i),
        ),
      ]);
      steps.push([
        "cart → home",
        await shiftAfter(page, banner(page).getByRole("link").first(), () =>
          expect(page).toHaveURL(`${FR}/`),
        ),
      ]);
      testInfo.annotations.push({
        type: "CLS",
        description: steps.map(([name, { cls }]) => `${name} ${cls.toFixed(4)}`).join(", "),
      });
      for (const [name, { cls, detail }] of steps) expect(cls, `${name}: ${detail}`).toBeLessThanOrEqual(0.1);
    });
  });
}
