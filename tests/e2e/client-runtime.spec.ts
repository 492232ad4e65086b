import { expect, type Page, test } from "@playwright/test";

/**
 * The client runtime shoppers feel (issue 17 §7). Runs on the e2e server with E2E_TEST_CLOCK, which
 * lets a browser context pretend a newer build is served (cookie e2e-build).
 */
const SHORT = `http://localhost:${Number(process.env.E2E_SHORT_SESSION_PORT ?? 3105)}`;
test.use({ baseURL: SHORT });

/** The tab comes back to the foreground, and its build check has been answered. */
async function comeBack(page: Page) {
  const answered = page.waitForResponse((response) => response.url().endsWith("/builds/latest.json"));
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await answered;
}

test("a tab left open across a deployment offers a reload, and 'later' holds for that version @js-only", async ({
  page,
  context,
}) => {
  await page.goto("/affiches/");
  // Hydrated: the build watch is listening.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const notice = page.getByTestId("deploy-notice");
  // Coming back to the tab checks the served build: unchanged, nothing is said.
  await comeBack(page);
  await expect(notice).toHaveCount(0);

  // The server now serves another build (this context only).
  await context.addCookies([{ name: "e2e-build", value: "newbuild1", url: SHORT }]);
  await comeBack(page);
  await expect(notice).toContainText("Une nouvelle version du site est disponible.");
  await notice.getByRole("button", { name: "Plus tard" }).click();
  await expect(notice).toHaveCount(0);
  await comeBack(page);
  await expect(notice).toHaveCount(0);

  // A still newer build asks again; reloading loads the page anew.
  await context.addCookies([{ name: "e2e-build", value: "newbuild2", url: SHORT }]);
  await comeBack(page);
  await expect(notice).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await notice.getByRole("button", { name: "Recharger" }).click();
  await reloaded;
});

test("the phone menu closes once the window has grown to the desktop bar @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/affiches/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const drawer = page.locator("details.site-header__menu");
  await drawer.locator("summary").click();
  await expect(drawer).toHaveAttribute("open", "");
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(drawer).not.toHaveAttribute("open");
  // Back on a phone, the page shows its content, not a menu left open behind the desktop bar.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).first()).toBeHidden();
});

test("at most four pages preload at once; a fifth waits for a free slot @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // The pages' data is held on the way, so the preloads stay in flight until the test lets them go.
  let letGo: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const requested: string[] = [];
  await page.route(/\.data(\?|$)/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const menu = page.getByRole("banner").locator(".site-nav--bar").getByRole("link");
  for (let index = 0; index < 4; index++) {
    await menu.nth(index).hover();
    await expect(menu.nth(index)).toHaveAttribute("data-preload", "loading");
  }
  await expect.poll(() => requested.length).toBe(4);
  const fifth = menu.nth(4);
  await fifth.hover();
  await expect(fifth).toHaveAttribute("data-preload", "queued");
  expect(requested).toHaveLength(4);
  letGo();
  await expect(fifth).toHaveAttribute("data-preload", /loading|done/);
  await expect.poll(() => requested.length).toBe(5);
  await expect(menu.nth(0)).toHaveAttribute("data-preload", "done");
});

test("the build files name the running build and its route rules (spec §7) @http", async ({ request }) => {
  const latest = await request.get(`${SHORT}/builds/latest.json`);
  expect(latest.headers()["cache-control"]).toBe("no-store");
  const { id } = (await latest.json()) as { id: string };
  expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  const meta = await request.get(`${SHORT}/builds/meta/${id}.json`);
  expect(meta.status()).toBe(200);
  expect(meta.headers()["cache-control"]).toContain("immutable");
  expect(await meta.json()).toMatchObject({
    id,
    matcher: { "/assets/**": { cache: "immutable" }, "/admin/**": { cache: "none", robots: "noindex" } },
  });
  expect((await request.get(`${SHORT}/builds/meta/not-this-build.json`)).status()).toBe(404);
});
