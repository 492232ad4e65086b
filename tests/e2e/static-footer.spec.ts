import { expect, test } from "@playwright/test";
import { EN, FR } from "./origins";

/**
 * The footer is the server's markup, kept as it is in the browser (ADR 090): none of its code is
 * fetched, and its shop links still open on the client, through one delegated click handler.
 */
test.describe("static footer", { tag: "@js-only" }, () => {
  test("a first visit fetches no footer code, and a footer link opens its page on the client", async ({
    page,
  }) => {
    const footerCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/SiteFooter-[\w-]+\.js$/.test(request.url())) footerCode.push(request.url());
    });
    await page.goto(`${FR}/`, { waitUntil: "networkidle" });
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Création graphique" }).click();
    await expect(page).toHaveURL(`${FR}/service-creation-graphique/`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The same footer on the new page, and no full reload on the way.
    await expect(footer.getByRole("link", { name: "Création graphique" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(footerCode).toEqual([]);
  });

  test("a link with a modifier key, the phone and the mail links stay the browser's", async ({ page }) => {
    await page.goto(`${EN}/`, { waitUntil: "networkidle" });
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const opened = page.context().waitForEvent("page");
    await footer
      .locator('a[href^="/"]')
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    // A new tab starts on about:blank (origin "null") and commits the link's page a moment later.
    await expect.poll(() => new URL(tab.url()).origin).toBe(EN);
    await expect(page).toHaveURL(`${EN}/`);
    await tab.close();
  });
});
